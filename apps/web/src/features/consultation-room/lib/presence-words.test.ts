import { describe, expect, it } from 'vitest'
import type { PresenceDto, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { patientPresenceLine } from './presence-words'

const presence = (overrides: Partial<PresenceDto> = {}): PresenceDto => ({
  arrived_at: '2026-12-02T17:02:00.000Z',
  last_seen_at: '2026-12-02T17:03:00.000Z',
  here: true,
  camera: 'OK',
  microphone: 'OK',
  speakers: 'OK',
  connection: 'GOOD',
  latency_ms: 30,
  throughput_kbps: 5000,
  audio_only: false,
  ...overrides,
})

const room = (overrides: Partial<RoomStateDto> = {}): RoomStateDto => ({
  session_id: 's1',
  professional_id: 'p1',
  viewer: 'professional',
  selected_date: '2026-12-02T17:00:00.000Z',
  status: 'CONFIRMED',
  open: true,
  patient: null,
  professional: null,
  admitted_at: null,
  room_url: null,
  other_missing_minutes: null,
  patient_phone: null,
  patient_name: 'Bruno Souza',
  professional_name: 'Ana Lima',
  failures: [],
  actions: { admit: false, report_failure: false, resolve_failure: false },
  ...overrides,
})

describe("the professional's line about the patient", () => {
  it('waiting since the arrival, in Brasília hours, with each device and the connection', () => {
    expect(patientPresenceLine(room({ patient: presence() }))?.text).toBe('Paciente na sala de espera desde 14:02 — câmera ✓ microfone ✓ conexão boa')
    expect(patientPresenceLine(room({ patient: presence({ microphone: 'FAILED', camera: 'SKIPPED', connection: 'POOR', audio_only: true }) }))?.text).toBe(
      'Paciente na sala de espera desde 14:02 — câmera — microfone ✗ conexão fraca (só áudio)',
    )
  })
  it('in the consultation once admitted; gone when no longer heard from; late at 5 and 10 minutes', () => {
    expect(patientPresenceLine(room({ patient: presence(), admitted_at: '2026-12-02T17:04:00.000Z' }))).toMatchObject({ text: expect.stringMatching(/^Paciente na consulta desde 14:04/), tone: 'in' })
    expect(patientPresenceLine(room({ patient: presence({ here: false }) }))?.text).toBe('O paciente saiu da sala às 14:03.')
    expect(patientPresenceLine(room({ other_missing_minutes: 10 }))?.tone).toBe('late')
    expect(patientPresenceLine(room({ open: false }))).toBeNull()
  })
})
