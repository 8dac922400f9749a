import { decodeQueryParam, encodeQueryParam } from '@acolhe/shared/query-param-codec'

// The 'Agendar Consulta' wizard keeps its state in the address (docs/product/screens-and-routes.md): the encoded `d` parameter
// (shared codec) carries the step `s`, the patient `user_id`, the professional `p` and the created
// `session`; the tables' search and filters sit beside it as plain query parameters. A reload or a
// shared link lands on the same step.

export const BOOKING_STEPS = ['patients', 'professionals', 'dateTime', 'success'] as const
export type BookingStepId = (typeof BOOKING_STEPS)[number]

export type BookingState = {
  /** 1-based step asked for. */
  step: number
  userId?: string
  professionalId?: string
  sessionId?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const asUuid = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined)

/** Reads `d`; anything missing, malformed or hand-edited is dropped (step 1 at worst). */
export function decodeBookingState(encoded: string | null): BookingState {
  const raw = decodeQueryParam(encoded)
  const step = typeof raw.s === 'number' && Number.isInteger(raw.s) ? raw.s : 1
  return { step, userId: asUuid(raw.user_id), professionalId: asUuid(raw.p), sessionId: asUuid(raw.session) }
}

export function encodeBookingState(state: BookingState): string {
  return encodeQueryParam({ s: state.step, user_id: state.userId, p: state.professionalId, session: state.sessionId })
}

function hasWhatStepNeeds(id: BookingStepId, state: BookingState): boolean {
  if (id === 'patients') return true
  if (id === 'professionals') return Boolean(state.userId)
  if (id === 'dateTime') return Boolean(state.userId && state.professionalId)
  return Boolean(state.sessionId)
}

/** The step shown: the one asked for when its data exists, else the furthest earlier one that has it. */
export function resolveBookingStep(state: BookingState): number {
  let step = Math.min(Math.max(state.step, 1), BOOKING_STEPS.length)
  while (step > 1 && !hasWhatStepNeeds(BOOKING_STEPS[step - 1] ?? 'patients', state)) step -= 1
  return step
}

export function bookingStepId(step: number): BookingStepId {
  return BOOKING_STEPS[step - 1] ?? 'patients'
}
