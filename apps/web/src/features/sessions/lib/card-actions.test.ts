import { describe, expect, it } from 'vitest'
import type { SessionDto } from '@acolhe/shared/api/session'
import { cardActions, inStartWindow } from './card-actions'

const START = '2026-12-01T13:00:00.000Z' // 10:00 in Brasília
const at = (iso: string) => new Date(iso)
const base = {
  status: 'CONFIRMED' as SessionDto['status'],
  payment: 'DONE' as SessionDto['payment'],
  selected_date: START,
  is_online: true,
  meets_url: 'https://meet.jit.si/acolhe-abc',
  type: 'DEFAULT' as SessionDto['type'],
  parent_session: null,
  checkout_expires_at: null,
  price_cents: 20500,
  professional: { allow_returns: false, professional_type: 'PSYCHOLOGIST' as SessionDto['professional']['professional_type'] },
}
const before = at('2026-11-28T12:00:00.000Z')

describe("patient's buttons", () => {
  it("'Editar' on a confirmed session to come; 'Acessar Consulta' disabled until it starts", () => {
    const actions = cardActions(base, 'patient', before)
    expect(actions).toMatchObject({ edit: true, pay: false, bookReturn: false, start: false, end: false, cancel: false, access: 'disabled', receipt: true })
  })

  it("'Realizar pagamento' on CREATED while its checkout is open; editing still allowed (to cancel)", () => {
    const created = { ...base, status: 'CREATED' as const, payment: 'WAITING' as const, checkout_expires_at: '2026-11-28T12:30:00.000Z' }
    expect(cardActions(created, 'patient', before)).toMatchObject({ pay: true, edit: true, receipt: false })
    expect(cardActions(created, 'patient', at('2026-11-28T12:31:00.000Z')).pay).toBe(false)
  })

  it("'Acessar Consulta' enabled only when STARTED with a link; hidden for in-person sessions", () => {
    expect(cardActions({ ...base, status: 'STARTED' }, 'patient', at(START)).access).toBe('enabled')
    expect(cardActions({ ...base, is_online: false, meets_url: null }, 'patient', before).access).toBe('hidden')
    expect(cardActions({ ...base, status: 'FINISHED' }, 'patient', before).access).toBe('hidden')
  })

  it("'Marcar retorno' only on a finished normal session without parent, with a psychiatrist who allows returns", () => {
    const finished = { ...base, status: 'FINISHED' as const, professional: { allow_returns: true, professional_type: 'PSYCHIATRIST' as const } }
    expect(cardActions(finished, 'patient', before).bookReturn).toBe(true)
    expect(cardActions({ ...finished, type: 'RETURN' }, 'patient', before).bookReturn).toBe(false)
    expect(cardActions({ ...finished, parent_session: '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11' }, 'patient', before).bookReturn).toBe(false)
    expect(cardActions({ ...finished, professional: { allow_returns: false, professional_type: 'PSYCHIATRIST' } }, 'patient', before).bookReturn).toBe(false)
    expect(cardActions({ ...finished, professional: { allow_returns: true, professional_type: 'PSYCHOLOGIST' } }, 'patient', before).bookReturn).toBe(false)
  })

  it('nothing to edit once a session is past, cancelled or finished', () => {
    expect(cardActions(base, 'patient', at('2026-12-01T13:01:00.000Z')).edit).toBe(false)
    expect(cardActions({ ...base, status: 'CANCELLED' }, 'patient', before).edit).toBe(false)
  })
})

describe("professional's buttons", () => {
  it("'Iniciar consulta' from 10 minutes before to 50 minutes after, same day, confirmed only", () => {
    expect(inStartWindow(base, at('2026-12-01T12:49:00.000Z'))).toBe(false)
    expect(inStartWindow(base, at('2026-12-01T12:50:00.000Z'))).toBe(true)
    expect(inStartWindow(base, at('2026-12-01T13:50:00.000Z'))).toBe(true)
    expect(inStartWindow(base, at('2026-12-01T13:51:00.000Z'))).toBe(false)
    expect(inStartWindow({ ...base, status: 'CREATED' }, at(START))).toBe(false)
    const nearMidnight = { ...base, selected_date: '2026-12-02T02:00:00.000Z' } // 23:00 in Brasília
    expect(inStartWindow(nearMidnight, at('2026-12-02T02:45:00.000Z'))).toBe(true)
    expect(inStartWindow(nearMidnight, at('2026-12-02T03:05:00.000Z'))).toBe(false) // 00:05 of the next day
  })

  it("'Finalizar consulta' and 'Acessar Consulta' when STARTED; cancel before the start; no patient buttons", () => {
    expect(cardActions({ ...base, status: 'STARTED' }, 'professional', at(START))).toMatchObject({ end: true, access: 'enabled', start: false, cancel: false })
    expect(cardActions(base, 'professional', before)).toMatchObject({ cancel: true, edit: false, pay: false, bookReturn: false, receipt: false })
  })
})
