import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'

/** Step 5 (docs/product/screens-and-routes.md): ready for the consultation, link sent by email, on the home page, editable. */
export function SuccessStep() {
  return (
    <Stack align="center" ta="center" gap="md" py="lg" maw={520} mx="auto">
      <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden="true">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2}>{t.successTitle}</Title>
      <Text>{t.successEmail}</Text>
      <Text c="dimmed">{t.successHome}</Text>
      <Button component={Link} to="/home" size="md">
        {t.goHome}
      </Button>
    </Stack>
  )
}
