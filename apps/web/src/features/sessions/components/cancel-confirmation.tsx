import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { SessionDto } from '@acolhe/shared/api/session'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import type { Viewer } from '../lib/viewer'
import { cancelRefundText } from '../lib/cancel-wording'

/** The irreversible confirmation of a cancellation, saying whether balance returns (docs/decisions/011-booking-wizard-and-session-cards.md). */
export function CancelConfirmation({
  session,
  viewer,
  pending,
  onConfirm,
  onKeep,
}: {
  session: SessionDto
  viewer: Viewer
  pending: boolean
  onConfirm: () => void
  onKeep: () => void
}) {
  return (
    <Stack gap="md" data-testid="cancel-confirmation">
      <Alert color="red" variant="light" title={t.cancelTitle}>
        {t.cancelIrreversible}
      </Alert>
      <Text data-testid="cancel-refund-rule">{cancelRefundText(session, viewer)}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep}>
          {t.cancelKeep}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t.cancelConfirm}
        </Button>
      </Group>
    </Stack>
  )
}
