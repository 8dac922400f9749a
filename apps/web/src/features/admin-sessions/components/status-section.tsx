import { useState } from 'react'
import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { SESSION_STATUSES, SESSION_STATUS_LABELS } from '@acolhe/shared/enums'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { errorMessage } from '../../../lib/api-client'
import { useChangeStatus } from '../api/change-status'

const OPTIONS = SESSION_STATUSES.map((value) => ({ value, label: SESSION_STATUS_LABELS[value] }))

/** Any status, no restriction (docs/product/screens-and-routes.md); cancelling returns what was paid as the patient's balance. */
export function StatusSection({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const [status, setStatus] = useState(session.status)
  const change = useChangeStatus()

  const submit = () =>
    change.mutate(
      { id: session.id, status },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.statusSuccess })
          onDone()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.statusError) }),
      },
    )

  return (
    <Stack gap="xs">
      <Select
        label={t.statusLabel}
        data={OPTIONS}
        value={status}
        onChange={(value) => setStatus(SESSION_STATUSES.find((option) => option === value) ?? session.status)}
        allowDeselect={false}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
      />
      {status === 'CANCELLED' && status !== session.status && (
        <Text size="sm" c="dimmed">
          {t.statusCancelHint}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="light" disabled={status === session.status} loading={change.isPending} onClick={submit}>
          {t.statusSubmit}
        </Button>
      </Group>
    </Stack>
  )
}
