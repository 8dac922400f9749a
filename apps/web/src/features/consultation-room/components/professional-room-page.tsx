import { useState } from 'react'
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconInfoCircle, IconPhone, IconVideo } from '@tabler/icons-react'
import { Link } from 'react-router'
import { formatPhone } from '@acolhe/shared/format/masks'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { LoadError } from '../../../components/load-error'
import { useLiveRoom } from '../api/room-state'
import { presenceOf } from '../lib/presence-body'
import { devicesLine } from '../lib/presence-words'
import { roomLinkFor } from '../lib/room-link'
import { AudioOnlySwitch } from './audio-only-switch'
import { DeviceCheck, type CheckResults } from './device-check'
import { FailuresList, ReportFailureButton } from './failures-panel'
import { PatientPresenceLine } from './patient-presence'
import { usePresenceHeartbeat } from './use-presence-heartbeat'

// The professional's room (docs/product/consultation-room.md): the same device check the patient makes,
// then the patient's presence and device state, 'Admitir', the professional's own link, the patient's phone for a call when video fails, audio only,
// 'Falha técnica' and what each reported failure becomes.

export function ProfessionalRoomPage({ sessionId }: { sessionId: string }) {
  const room = useLiveRoom(sessionId)
  const [audioOnly, setAudioOnly] = useState(false)
  const [results, setResults] = useState<CheckResults | null>(null)
  const open = room.data?.open === true
  // The professional is in the room once past the same check the patient makes, and says so with its
  // results (the patient's page then reads 'O profissional já está na sala').
  usePresenceHeartbeat(sessionId, open && results ? presenceOf(results, audioOnly) : null)

  if (room.isError) return <LoadError onRetry={() => void room.refetch()} />
  if (!room.data) return <Loader aria-label={t.checking} />
  const state = room.data
  const checking = state.open && !results
  return (
    <Stack gap="md" data-testid="professional-room">
      <Anchor component={Link} to="/profissional/home" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t.backToSessions}
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          {/* The page's one level-one heading (axe page-has-heading-one); the device check below is a level two. */}
          <Title order={1} size="h3">
            {t.roomTitle} — {state.patient_name}
          </Title>
          {!state.open && (
            <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
              {t.notOpen}
            </Alert>
          )}
          {/* Admission waits for the professional's own check: the line shows, 'Admitir' only after. */}
          <PatientPresenceLine room={state} canAdmit={!checking} />
          {!checking && state.professional && (
            <Text size="sm" c="dimmed" data-testid="own-devices">
              {t.yourDevices(devicesLine(state.professional))}
            </Text>
          )}
          {state.patient_phone && (
            <Group gap="xs" wrap="nowrap">
              <IconPhone size={16} aria-hidden="true" />
              <Anchor href={`tel:${state.patient_phone.replace(/\D/g, '')}`} size="sm" data-testid="patient-phone">
                {t.callPatient(formatPhone(state.patient_phone))}
              </Anchor>
            </Group>
          )}
          {checking && <Text size="sm">{t.professionalCheckHint}</Text>}
          {audioOnly && <Text size="sm">{t.audioOnlyOn}</Text>}
          {!checking && (
            <Group gap="sm">
              {state.room_url && (
                <Button component="a" href={roomLinkFor(state.room_url, audioOnly)} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconVideo size={16} aria-hidden="true" />}>
                  {t.professionalRoomLink}
                </Button>
              )}
              {state.open && <AudioOnlySwitch audioOnly={audioOnly} onChange={setAudioOnly} />}
              <ReportFailureButton room={state} />
            </Group>
          )}
        </Stack>
      </Paper>
      {checking && (
        <DeviceCheck
          continueLabel={t.professionalContinue}
          onDone={(checked) => {
            setAudioOnly(checked.audioOnly)
            setResults(checked)
          }}
        />
      )}
      <FailuresList room={state} />
    </Stack>
  )
}
