import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDoorEnter, IconUserCheck, IconUserExclamation, IconUserQuestion } from '@tabler/icons-react'
import type { RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { uiSessionsTexts } from '@acolhe/shared/texts/ui-sessions'
import { errorMessage } from '../../../lib/api-client'
import { useAdmitPatient } from '../api/admit-patient'
import { useLiveRoom } from '../api/room-state'
import { patientPresenceLine } from '../lib/presence-words'

const TONE = {
  waiting: { color: 'teal.9', Icon: IconUserCheck },
  in: { color: 'blue.9', Icon: IconUserCheck },
  absent: { color: 'dimmed', Icon: IconUserQuestion },
  late: { color: 'orange.9', Icon: IconUserExclamation },
} as const

/** The patient's presence line and 'Admitir' for the professional (unless `canAdmit` is false), from a room state. */
export function PatientPresenceLine({ room, compact = false, canAdmit = true }: { room: RoomStateDto; compact?: boolean; canAdmit?: boolean }) {
  const admit = useAdmitPatient()
  const line = patientPresenceLine(room)
  if (!line) return null
  const { color, Icon } = TONE[line.tone]
  return (
    <Group gap="xs" wrap="wrap" align="center" data-testid="patient-presence" data-tone={line.tone}>
      <Icon size={compact ? 14 : 18} aria-hidden="true" style={{ flexShrink: 0 }} color={`var(--mantine-color-${color.replace('.', '-')})`} />
      <Text size={compact ? 'xs' : 'sm'} c={color} aria-live="polite" style={{ flex: compact ? undefined : '1 1 16rem' }}>
        {line.text}
      </Text>
      {canAdmit && room.actions.admit && (
        <Button
          size={compact ? 'compact-xs' : 'sm'}
          leftSection={<IconDoorEnter size={16} aria-hidden="true" />}
          loading={admit.isPending}
          onClick={() =>
            admit.mutate(room.session_id, {
              onSuccess: () => notifications.show({ color: 'green', message: t.admitted }),
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, uiSessionsTexts.statusError) }),
            })
          }
        >
          {t.admit}
        </Button>
      )}
    </Group>
  )
}

/** The line, live, for a session whose room is open (the professional's session card and agenda). */
export function LivePatientPresence({ sessionId, compact = false }: { sessionId: string; compact?: boolean }) {
  const room = useLiveRoom(sessionId)
  return room.data ? <PatientPresenceLine room={room.data} compact={compact} /> : null
}
