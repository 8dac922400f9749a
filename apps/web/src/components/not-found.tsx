import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { PageTitle } from './page-title'

export function NotFound() {
  return (
    <Stack align="center" ta="center" py={64} px="md" gap="sm">
      <PageTitle title={t.notFoundTitle} />
      <Text fz={56} fw={800} c="acolhe.7" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {t.notFoundTitle}
      </Title>
      <Text c="dimmed">{t.notFoundBody}</Text>
      <Button component={Link} to="/" variant="light" mt="sm">
        {t.comingSoonBack}
      </Button>
    </Stack>
  )
}
