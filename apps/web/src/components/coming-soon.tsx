import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClockHour4 } from '@tabler/icons-react'
import { Link } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { PageTitle } from './page-title'

/**
 * The honest placeholder of a screen that a later issue builds: it names the screen and says it is
 * not there yet, and offers nothing that could pretend to work.
 */
export function ComingSoon({ title, backTo = '/' }: { title: string; /** null hides the way back (the area's own home). */ backTo?: string | null }) {
  return (
    <Center py={{ base: 'xl', sm: 64 }} px="md">
      <PageTitle title={title} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconClockHour4 size={30} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t.comingSoonTitle}
          </Text>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t.comingSoonBody}</Text>
          {backTo && (
            <Button component={Link} to={backTo} variant="light" mt="sm">
              {t.comingSoonBack}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  )
}
