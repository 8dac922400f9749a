import { decodeQueryParam, encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { PROFESSIONAL_TYPES, type ProfessionalType } from '@acolhe/shared/enums'

// The wizard's state lives in the address (docs/product/screens-and-routes.md): the encoded `d` parameter carries the step `s`,
// the professional `p` and the created `session`; a reload or a shared link lands on the same step.
// Beside those the wizard keeps the chosen professional type (`pt`) and, for a visitor between step 2
// and the login, the chosen hour (`sd`, `ad`, `on`) — the create-session payload the spec says is
// "only stored in the URL for a later step".

/** The public flow has five steps, the patient's /consulta four (no login step). */
export type WizardFlow = 'public' | 'patient'
export type StepId = 'professional' | 'dateTime' | 'auth' | 'payment' | 'success'

export const FLOW_STEPS: Readonly<Record<WizardFlow, readonly StepId[]>> = {
  public: ['professional', 'dateTime', 'auth', 'payment', 'success'],
  patient: ['professional', 'dateTime', 'payment', 'success'],
}

/**
 * The hour chosen at step 2, waiting for a logged-in patient to become a session. `repeatWeeks`: make it a
 * weekly series ('Horário fixo') of that many weeks, null without an end date; absent: this one only.
 */
export type PendingBooking = { selectedDate: string; availableDateId: string; isOnline: boolean; repeatWeeks?: number | null }

/** `rw` in the address: a number of weeks, 0 for no end date (the codec keeps numbers, not null). */
export function decodeRepeat(value: unknown): number | null | undefined {
  if (value === 0) return null
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined
}
const encodeRepeat = (weeks: number | null | undefined) => (weeks === undefined ? undefined : (weeks ?? 0))

export type WizardState = {
  /** 1-based position in the flow. */
  step: number
  professionalType?: ProfessionalType
  professionalId?: string
  sessionId?: string
  pending?: PendingBooking
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const asUuid = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined)
const asType = (value: unknown) => PROFESSIONAL_TYPES.find((type) => type === value)

function asPending(selectedDate: unknown, availableDateId: unknown, isOnline: unknown, repeat: unknown): PendingBooking | undefined {
  const slot = asUuid(availableDateId)
  if (typeof selectedDate !== 'string' || Number.isNaN(Date.parse(selectedDate)) || !slot || typeof isOnline !== 'boolean') {
    return undefined
  }
  const repeatWeeks = decodeRepeat(repeat)
  return { selectedDate, availableDateId: slot, isOnline, ...(repeatWeeks === undefined ? {} : { repeatWeeks }) }
}

/** Reads `d`; anything missing, malformed or hand-edited falls back to step 1 without it. */
export function decodeWizardState(encoded: string | null): WizardState {
  const raw = decodeQueryParam(encoded)
  const step = typeof raw.s === 'number' && Number.isInteger(raw.s) ? raw.s : 1
  return {
    step,
    professionalType: asType(raw.pt),
    professionalId: asUuid(raw.p),
    sessionId: asUuid(raw.session),
    pending: asPending(raw.sd, raw.ad, raw.on, raw.rw),
  }
}

export function encodeWizardState(state: WizardState): string {
  return encodeQueryParam({
    s: state.step,
    pt: state.professionalType,
    p: state.professionalId,
    session: state.sessionId,
    sd: state.pending?.selectedDate,
    ad: state.pending?.availableDateId,
    on: state.pending?.isOnline,
    rw: encodeRepeat(state.pending?.repeatWeeks),
  })
}

export function stepIdAt(flow: WizardFlow, step: number): StepId {
  const steps = FLOW_STEPS[flow]
  return steps[Math.min(Math.max(step, 1), steps.length) - 1] ?? 'professional'
}

export function stepNumberOf(flow: WizardFlow, id: StepId): number {
  const index = FLOW_STEPS[flow].indexOf(id)
  // The patient flow has no login step: asking for it means the step after the hour.
  return index >= 0 ? index + 1 : stepNumberOf(flow, 'payment')
}

/** What a step needs before it can be shown. */
function hasWhatStepNeeds(id: StepId, state: WizardState): boolean {
  if (id === 'professional') return true
  if (id === 'dateTime') return Boolean(state.professionalId)
  if (id === 'auth') return Boolean(state.professionalId && (state.pending || state.sessionId))
  return Boolean(state.sessionId)
}

/**
 * The step actually shown: the one asked for when its data exists, else the furthest earlier step
 * whose data does (a link to step 4 without a session lands on step 2 of its professional, say).
 * With `sessionCreated` (the spec's s_s flag) the login step is done and the wizard moves on.
 */
export function resolveStep(flow: WizardFlow, state: WizardState, sessionCreated: boolean): number {
  const last = FLOW_STEPS[flow].length
  let step = Math.min(Math.max(state.step, 1), last)
  while (step > 1 && !hasWhatStepNeeds(stepIdAt(flow, step), state)) step -= 1
  if (stepIdAt(flow, step) === 'auth' && sessionCreated && state.sessionId) step += 1
  return step
}

/** The professional's personal booking link: /agendamento at step 2 with their id (docs/product/screens-and-routes.md). */
export function personalLinkState(professionalId: string): WizardState {
  return { step: 2, professionalId }
}
