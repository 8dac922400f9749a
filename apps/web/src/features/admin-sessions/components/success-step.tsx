import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { adminSessionBookingTexts as t } from '@acolhe/shared/texts/ui-admin'

/** Step 4 'Sucesso' (docs/product/screens-and-routes.md): ready, awaiting payment, the link by email, on the patient's home, editable. */
export function SuccessStep() {
  return (
    <Stack align="center" ta="center" gap="md" py="lg" maw={560} mx="auto">
      <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden="true">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2}>{t.successTitle}</Title>
      <Text fw={600}>{t.successAwaitingPayment}</Text>
      <Text>{t.successEmail}</Text>
      <Text c="dimmed">{t.successHome}</Text>
      <Button component={Link} to="/admin/consultas" size="md">
        {t.backToSessions}
      </Button>
    </Stack>
  )
}
