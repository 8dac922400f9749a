import { useEffect, useRef, type ReactNode } from 'react'
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { ReminderLinkAction } from '@acolhe/shared/api/reminders'
import { reminderTexts as t } from '@acolhe/shared/texts/reminders'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useReminderLinkPreview } from '../api/preview-reminder-link'
import { useSubmitReminderLink } from '../api/submit-reminder-link'

/**
 * /lembrete/confirmar and /lembrete/cancelar: the pages a reminder's links open, without a login. The
 * confirmation is sent as the page opens; a cancellation first shows what it would do with the money (the
 * server's answer, decision 067), then waits for the patient's click. Whatever happened is the server's
 * answer, shown as it comes.
 */
export function ReminderLinkPage({ action, token }: { action: ReminderLinkAction; token: string }) {
  const submit = useSubmitReminderLink()
  const preview = useReminderLinkPreview(token, action === 'cancel' && token !== '')
  const sent = useRef(false)
  const { mutate } = submit

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (action !== 'confirm' || !token || sent.current) return
    sent.current = true
    mutate(token)
  }, [action, token, mutate])

  let body: ReactNode
  if (!token) {
    body = (
      <Alert color="red" title={t.failedTitle}>
        {t.missingToken}
      </Alert>
    )
  } else if (submit.isSuccess) {
    body = (
      <Alert color={submit.data.action === 'confirm' ? 'teal' : 'blue'} icon={<IconCircleCheck aria-hidden="true" />} title={submit.data.title} data-testid="reminder-link-outcome">
        {submit.data.message}
      </Alert>
    )
  } else if (submit.isError) {
    body = (
      <Alert color="red" icon={<IconInfoCircle aria-hidden="true" />} title={t.failedTitle} data-testid="reminder-link-error">
        {errorMessage(submit.error, t.linkInvalid)}
      </Alert>
    )
  } else if (action === 'confirm') {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t.confirming}</Text>
      </Group>
    )
  } else if (preview.isError) {
    // The link cannot cancel (used, expired, the consultation no longer cancellable): no button to press.
    body = (
      <Alert color="red" icon={<IconInfoCircle aria-hidden="true" />} title={t.failedTitle} data-testid="reminder-link-error">
        {errorMessage(preview.error, t.linkInvalid)}
      </Alert>
    )
  } else if (!preview.data) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t.checkingMoney}</Text>
      </Group>
    )
  } else {
    // What happens to the money is the server's answer, read before the irreversible click.
    body = (
      <Stack gap="md">
        <Title order={2} size="h4">
          {t.cancelQuestionTitle}
        </Title>
        <Text size="sm">{preview.data.session}</Text>
        <Alert color={preview.data.refund ? 'teal' : 'orange'} variant="light" data-testid="reminder-link-money">
          {preview.data.money}
        </Alert>
        <Text size="sm">{t.cancelQuestion}</Text>
        <Button color="red" loading={submit.isPending} onClick={() => submit.mutate(token)}>
          {t.cancelButton}
        </Button>
      </Stack>
    )
  }

  return (
    <Container size="xs" py="xl" px="sm">
      <PageTitle title={t.pageTitle} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h3">
            {t.pageTitle}
          </Title>
          {body}
          <Button component={Link} to="/home" variant="subtle">
            {t.seeSessions}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
