import type { PolicyProfessional, PolicySession } from './policy-types'
import type { ActorRef } from '../../auth/actor'

// Facts for the policy's unit tests: one session, its people, and a fixed "now" (no clock, no database).

export const NOW = new Date('2026-12-02T12:00:00Z') // Wednesday 09:00 in Brasília
export const HOUR = 3_600_000
export const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR)

export const patient: ActorRef = { kind: 'patient', id: 'patient-1' }
export const otherPatient: ActorRef = { kind: 'patient', id: 'patient-2' }
export const professional: ActorRef = { kind: 'professional', id: 'pro-1' }
export const otherProfessional: ActorRef = { kind: 'professional', id: 'pro-2' }
export const admin: ActorRef = { kind: 'admin', id: 'admin-1' }

export const psychiatrist: PolicyProfessional = { serviceModality: 'HYBRID', professionalType: 'PSYCHIATRIST', allowReturns: true }

export function session(overrides: Partial<PolicySession> = {}): PolicySession {
  return {
    userId: 'patient-1',
    professionalId: 'pro-1',
    status: 'CONFIRMED',
    payment: 'DONE',
    type: 'DEFAULT',
    parentSessionId: null,
    selectedDate: at(48),
    finishedAt: null,
    checkoutExpiresAt: null,
    isOnline: true,
    meetsUrl: 'https://meet.example/abc',
    priceCents: 15500,
    patientRescheduleCount: 0,
    ...overrides,
  }
}
