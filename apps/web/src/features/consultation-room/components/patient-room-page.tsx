import { useState } from 'react'
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconDoorEnter, IconHourglass, IconInfoCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { LoadError } from '../../../components/load-error'
import { useLiveRoom } from '../api/room-state'
import { presenceOf } from '../lib/presence-body'
import { roomLinkFor } from '../lib/room-link'
import { AudioOnlySwitch } from './audio-only-switch'
import { DeviceCheck, type CheckResults } from './device-check'
import { FailuresList, ReportFailureButton } from './failures-panel'
import { usePresenceHeartbeat } from './use-presence-heartbeat'

// The patient's room (docs/product/consultation-room.md): the device check, then the waiting room, where
// the link to the consultation appears only once the professional admits them.

export function PatientRoomPage({ sessionId }: { sessionId: string }) {
  const room = useLiveRoom(sessionId)
  const [results, setResults] = useState<CheckResults | null>(null)
  const [audioOnly, setAudioOnly] = useState(false)
  usePresenceHeartbeat(sessionId, results ? presenceOf(results, audioOnly) : null)

  if (room.isError) return <LoadError onRetry={() => void room.refetch()} />
  if (!room.data) return <Loader aria-label={t.checking} />
  const state = room.data
  // The way back and the page's one level-one heading, above whichever step shows (axe page-has-heading-one).
  const back = (
    <>
      <Anchor component={Link} to="/home" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t.backToSessions}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t.roomTitle}
      </Title>
    </>
  )
  if (!state.open && !results) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t.notOpen}
        </Alert>
        <FailuresList room={state} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone} />
      </Stack>
    )
  }
  if (!results) {
    return (
      <Stack gap="md">
        {back}
        <DeviceCheck
          onDone={(checked) => {
            setAudioOnly(checked.audioOnly)
            setResults(checked)
          }}
        />
      </Stack>
    )
  }
  const admitted = state.room_url !== null
  return (
    <Stack gap="md" data-testid="waiting-room">
      {back}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group gap="xs">
            {admitted ? <IconDoorEnter size={22} aria-hidden="true" /> : <IconHourglass size={22} aria-hidden="true" />}
            <Title order={2} size="h3">
              {admitted ? t.admittedTitle : t.waitingTitle}
            </Title>
          </Group>
          <Text>{admitted ? t.admittedBody : t.waitingBody}</Text>
          <Text size="sm" c="dimmed">
            {state.professional_name}
          </Text>
          {audioOnly && <Text size="sm">{t.audioOnlyOn}</Text>}
          {!admitted && state.professional?.here && <Text size="sm">{t.professionalPresent}</Text>}
          {!admitted && state.other_missing_minutes && (
            <Alert color="orange" variant="light" data-testid="other-missing">
              {t.professionalMissing(state.other_missing_minutes)}
            </Alert>
          )}
          <Group gap="sm">
            {admitted && state.room_url && (
              <Button component="a" href={roomLinkFor(state.room_url, audioOnly)} target="_blank" rel="noopener noreferrer" leftSection={<IconDoorEnter size={16} aria-hidden="true" />}>
                {t.enterRoom}
              </Button>
            )}
            <AudioOnlySwitch audioOnly={audioOnly} onChange={setAudioOnly} />
            <ReportFailureButton room={state} />
          </Group>
        </Stack>
      </Paper>
      <FailuresList room={state} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone} />
    </Stack>
  )
}
