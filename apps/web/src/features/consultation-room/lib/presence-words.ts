import type { DeviceResult, PresenceDto, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { timeIn } from '@acolhe/shared/format/zoned-time'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'

// The line the professional reads about the patient on the room page, the session card and the agenda:
// "Paciente na sala de espera desde 14:02 — câmera ✓ microfone ✓ conexão boa" (Brasília hours).

const mark = (result: DeviceResult | null) => (result === 'OK' ? t.resultOk : result === 'FAILED' ? t.resultFailed : t.resultSkipped)

const CONNECTION: Record<NonNullable<PresenceDto['connection']>, string> = { GOOD: t.connectionGood, FAIR: t.connectionFair, POOR: t.connectionPoor }

export function devicesLine(presence: PresenceDto): string {
  const line = t.devicesLine(mark(presence.camera), mark(presence.microphone), presence.connection ? CONNECTION[presence.connection] : t.connectionUnknown)
  return presence.audio_only ? `${line} (${t.audioOnlyTag})` : line
}

export type PatientPresenceLine = { text: string; tone: 'waiting' | 'in' | 'absent' | 'late' }

/** What the professional is told about the patient now, or null when there is nothing to say yet. */
export function patientPresenceLine(room: RoomStateDto): PatientPresenceLine | null {
  const patient = room.patient
  if (patient && patient.here) {
    const since = timeIn(room.admitted_at ?? patient.arrived_at, BRASILIA_TIME_ZONE)
    return room.admitted_at
      ? { text: t.patientInRoomSince(since, devicesLine(patient)), tone: 'in' }
      : { text: t.patientWaitingSince(since, devicesLine(patient)), tone: 'waiting' }
  }
  if (patient) return { text: t.patientLeft(timeIn(patient.last_seen_at, BRASILIA_TIME_ZONE)), tone: 'absent' }
  if (room.other_missing_minutes) return { text: t.patientMissing(room.other_missing_minutes), tone: 'late' }
  return room.open ? { text: t.patientNotArrived, tone: 'absent' } : null
}
