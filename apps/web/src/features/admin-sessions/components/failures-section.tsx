import { Divider, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { SessionDto } from '@acolhe/shared/api/session'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { roomStateQueryOptions } from '../../consultation-room/api/room-state'
import { FailuresList } from '../../consultation-room/components/failures-panel'

/**
 * The 'Falha técnica' reports of an online consultation, as the room reads them for an admin, and — while
 * one is open — the two outcomes the professional also has (docs/decisions/092-technical-failure-outcomes.md).
 * Nothing shows for a consultation without a report.
 */
export function FailuresSection({ session }: { session: SessionDto }) {
  const room = useQuery({ ...roomStateQueryOptions(session.id), enabled: session.is_online })
  if (!room.data || room.data.failures.length === 0) return null
  return (
    <>
      <Divider />
      <Stack gap="sm" data-testid="admin-failures">
        <FailuresList room={room.data} />
        {room.data.actions.resolve_failure && (
          <Text size="sm" c="dimmed">
            {t.adminFailuresHint}
          </Text>
        )}
      </Stack>
    </>
  )
}
