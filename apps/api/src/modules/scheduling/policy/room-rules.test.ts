import { describe, expect, it } from 'vitest'
import { NOW, admin, at, otherPatient, otherProfessional, patient, professional, session } from './policy-fixtures.test-support'
import { admitRefusal, enterRoomRefusal, failureReportRefusal, failureResolveRefusal } from './room-rules'

const code = (refusal: { code: string } | null) => refusal?.code ?? null
const minutes = (n: number) => at(n / 60)

describe('the consultation room', () => {
  it('opens 10 minutes before the start and closes 50 minutes after it', () => {
    expect(code(enterRoomRefusal(patient, session({ selectedDate: minutes(11) }), NOW))).toBe('ROOM_NOT_OPEN')
    expect(enterRoomRefusal(patient, session({ selectedDate: minutes(10) }), NOW)).toBeNull()
    expect(enterRoomRefusal(professional, session({ selectedDate: minutes(-50) }), NOW)).toBeNull()
    expect(code(enterRoomRefusal(professional, session({ selectedDate: minutes(-51) }), NOW))).toBe('ROOM_NOT_OPEN')
  })
  it('only for its two parties, online, confirmed or started', () => {
    const now = session({ selectedDate: minutes(2) })
    expect(code(enterRoomRefusal(otherPatient, now, NOW))).toBe('FORBIDDEN')
    expect(code(enterRoomRefusal(otherProfessional, now, NOW))).toBe('FORBIDDEN')
    expect(code(enterRoomRefusal(admin, now, NOW))).toBe('FORBIDDEN')
    expect(code(enterRoomRefusal(patient, { ...now, isOnline: false }, NOW))).toBe('ROOM_NOT_OPEN')
    expect(enterRoomRefusal(patient, { ...now, status: 'STARTED' }, NOW)).toBeNull()
    for (const status of ['CREATED', 'CANCELLED', 'FINISHED', 'PATIENT_NO_SHOW'] as const) {
      expect(code(enterRoomRefusal(patient, { ...now, status }, NOW))).toBe('ROOM_NOT_OPEN')
    }
  })
  it('the professional admits a patient who is waiting', () => {
    const now = session({ selectedDate: minutes(2) })
    expect(admitRefusal(professional, now, true, NOW)).toBeNull()
    expect(code(admitRefusal(professional, now, false, NOW))).toBe('PATIENT_NOT_WAITING')
    expect(code(admitRefusal(patient, now, true, NOW))).toBe('FORBIDDEN')
    expect(code(admitRefusal(otherProfessional, now, true, NOW))).toBe('FORBIDDEN')
    expect(code(admitRefusal(professional, session({ selectedDate: minutes(30 + 60) }), true, NOW))).toBe('ROOM_NOT_OPEN')
  })
})

describe("'Falha técnica'", () => {
  it('is reported by either party during the consultation', () => {
    const during = session({ status: 'STARTED', selectedDate: minutes(-20) })
    expect(failureReportRefusal(patient, during, NOW)).toBeNull()
    expect(failureReportRefusal(professional, during, NOW)).toBeNull()
    expect(code(failureReportRefusal(admin, during, NOW))).toBe('FORBIDDEN')
    expect(code(failureReportRefusal(patient, session({ selectedDate: at(2) }), NOW))).toBe('FAILURE_NOT_ALLOWED')
  })
  it('becomes a reschedule or the exception by its professional or an admin, once, while the session can change', () => {
    const missed = session({ status: 'PATIENT_NO_SHOW', selectedDate: at(-2) })
    expect(failureResolveRefusal(professional, missed, { resolved: false })).toBeNull()
    expect(failureResolveRefusal(admin, missed, { resolved: false })).toBeNull()
    expect(code(failureResolveRefusal(patient, missed, { resolved: false }))).toBe('FORBIDDEN')
    expect(code(failureResolveRefusal(otherProfessional, missed, { resolved: false }))).toBe('FORBIDDEN')
    expect(code(failureResolveRefusal(professional, missed, { resolved: true }))).toBe('FAILURE_RESOLVED')
    for (const status of ['CANCELLED', 'FINISHED', 'PROFESSIONAL_NO_SHOW'] as const) {
      expect(code(failureResolveRefusal(admin, { ...missed, status }, { resolved: false }))).toBe('FAILURE_NOT_ALLOWED')
    }
  })
})
