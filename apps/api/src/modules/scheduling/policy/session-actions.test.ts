import { describe, expect, it } from 'vitest'
import { NOW, admin, at, patient, professional, psychiatrist, session } from './policy-fixtures.test-support'
import { sessionActionsFor } from './session-actions'

const facts = { professional: psychiatrist, hasReturn: false, now: NOW }
const unpaid = (overrides = {}) => session({ status: 'CREATED', payment: 'WAITING', meetsUrl: null, checkoutExpiresAt: at(0.5), ...overrides })

describe('what each viewer may do', () => {
  it("a patient pays or cancels an unpaid session still to come, without 'Editar' (changed by booking again); the professional only cancels it", () => {
    expect(sessionActionsFor(patient, unpaid(), facts)).toMatchObject({
      pay: true,
      edit: false,
      reschedule: false,
      change_modality: false,
      cancel: true,
      book_return: false,
      start: false,
      join: 'hidden',
    })
    expect(sessionActionsFor(patient, session(), facts)).toMatchObject({ pay: false, edit: true, reschedule: true, change_modality: true, cancel: true })
    expect(sessionActionsFor(professional, unpaid(), facts)).toMatchObject({ pay: false, edit: false, cancel: true, reschedule: false })
  })
  it("no 'Editar' nor payment on an unpaid hold whose checkout closed", () => {
    expect(sessionActionsFor(patient, unpaid({ checkoutExpiresAt: at(-0.1) }), facts)).toMatchObject({ pay: false, edit: false, cancel: false })
  })
  it("'Editar' still opens to cancel when rescheduling is refused, and says why", () => {
    const actions = sessionActionsFor(patient, session({ selectedDate: at(5) }), { ...facts, professional: { ...psychiatrist, serviceModality: 'FULL_REMOTE' } })
    expect(actions).toMatchObject({ edit: true, reschedule: false, change_modality: false, cancel: true })
    expect(actions.reschedule_refusal).toMatch(/24 horas/)
  })
  it("'Marcar retorno' / 'Criar retorno' disappear once the return exists", () => {
    const finished = session({ status: 'FINISHED', selectedDate: at(-2), finishedAt: at(-1.2) })
    expect(sessionActionsFor(patient, finished, facts).book_return).toBe(true)
    expect(sessionActionsFor(admin, finished, facts).book_return).toBe(true)
    expect(sessionActionsFor(patient, finished, { ...facts, hasReturn: true }).book_return).toBe(false)
    expect(sessionActionsFor(admin, finished, { ...facts, hasReturn: true }).book_return).toBe(false)
  })
  it("'Acessar Consulta' says when it opens before the window, waits for the professional inside it, opens once started", () => {
    expect(sessionActionsFor(patient, session({ selectedDate: at(2) }), facts)).toMatchObject({ join: 'disabled', join_opens_at: at(2 - 10 / 60).toISOString() })
    expect(sessionActionsFor(patient, session({ selectedDate: at(0.1) }), facts)).toMatchObject({ join: 'disabled', join_opens_at: null })
    expect(sessionActionsFor(patient, session({ status: 'STARTED', selectedDate: at(-0.1) }), facts)).toMatchObject({ join: 'enabled' })
    expect(sessionActionsFor(patient, session({ isOnline: false }), facts).join).toBe('hidden')
    expect(sessionActionsFor(patient, session({ selectedDate: at(-1) }), facts).join).toBe('hidden')
  })
  it('the professional starts inside the window and ends a started session', () => {
    expect(sessionActionsFor(professional, session({ selectedDate: at(0.1) }), facts)).toMatchObject({ start: true, end: false })
    expect(sessionActionsFor(professional, session({ status: 'STARTED', selectedDate: at(-0.2) }), facts)).toMatchObject({ start: false, end: true })
  })
  it("an admin marks unpaid sessions paid; the receipt is for the patient and admins of a paid session", () => {
    expect(sessionActionsFor(admin, unpaid(), facts).mark_paid).toBe(true)
    expect(sessionActionsFor(admin, session(), facts).mark_paid).toBe(false)
    expect(sessionActionsFor(patient, session(), facts).receipt).toBe(true)
    expect(sessionActionsFor(professional, session(), facts).receipt).toBe(false)
    expect(sessionActionsFor(patient, session({ priceCents: 0 }), facts).receipt).toBe(false)
  })
  it('says what a cancellation now returns: the price 24 h ahead or by staff, nothing later, null when unpaid', () => {
    expect(sessionActionsFor(patient, session({ selectedDate: at(30) }), facts).cancel_refund_cents).toBe(15500)
    expect(sessionActionsFor(patient, session({ selectedDate: at(5) }), facts).cancel_refund_cents).toBe(0)
    expect(sessionActionsFor(professional, session({ selectedDate: at(5) }), facts).cancel_refund_cents).toBe(15500)
    expect(sessionActionsFor(patient, unpaid(), facts).cancel_refund_cents).toBeNull()
  })
  it('the free cancellation deadline is given to the patient only', () => {
    expect(sessionActionsFor(patient, session(), facts).cancel_free_until).toBe(at(24).toISOString())
    expect(sessionActionsFor(professional, session(), facts).cancel_free_until).toBeNull()
  })
})
