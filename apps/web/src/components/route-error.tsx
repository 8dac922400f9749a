import { Button, Stack, Text, Title } from '@mantine/core'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { PageTitle } from './page-title'

/** What a screen shows when it crashed or its code could not be loaded (e.g. after a new deploy). */
export function RouteError() {
  return (
    <Stack align="center" ta="center" py={64} px="md" gap="sm" role="alert">
      <PageTitle title={t.unexpectedErrorTitle} />
      <Title order={1} size="h2">
        {t.unexpectedErrorTitle}
      </Title>
      <Text c="dimmed">{t.unexpectedErrorBody}</Text>
      <Button variant="light" mt="sm" onClick={() => window.location.reload()}>
        {t.reload}
      </Button>
    </Stack>
  )
}
