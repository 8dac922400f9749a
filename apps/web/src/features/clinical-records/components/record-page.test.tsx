import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ClinicalRecordDto } from '@acolhe/shared/api/clinical-records'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { RecordPage } from './record-page'

const PATIENT = '11111111-1111-4111-8111-111111111111'
const FINISHED = '22222222-2222-4222-8222-222222222222'
const STARTED = '33333333-3333-4333-8333-333333333333'
const AHEAD = '44444444-4444-4444-8444-444444444444'
const REQUEST = '55555555-5555-4555-8555-555555555555'

const record = (overrides: Partial<ClinicalRecordDto> = {}): ClinicalRecordDto => ({
  patient: { id: PATIENT, first_name: 'Helena', last_name: 'Prado' },
  sessions: [
    { id: AHEAD, selected_date: '2026-12-04T13:00:00.000Z', status: 'CONFIRMED', can_add_note: false },
    { id: STARTED, selected_date: '2026-11-27T13:00:00.000Z', status: 'STARTED', can_add_note: true },
    { id: FINISHED, selected_date: '2026-11-20T13:00:00.000Z', status: 'FINISHED', can_add_note: true },
  ],
  notes: [
    { id: '66666666-6666-4666-8666-666666666666', session_id: FINISHED, session_date: '2026-11-20T13:00:00.000Z', text: 'Relata melhora do sono.', created_at: '2026-11-20T14:00:00.000Z' },
  ],
  copy_requests: [{ id: REQUEST, status: 'REQUESTED', requested_at: '2026-11-22T12:00:00.000Z', decided_at: null, can_decide: true }],
  ...overrides,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("a patient's record", () => {
  it('offers only the sessions the server says accept a note, preselects the card’s one, and lists the notes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(record())))
    renderWithRouter(<RecordPage patientId={PATIENT} backTo="/profissional/prontuarios" preselectedSessionId={FINISHED} />, '/profissional/prontuarios/x')
    expect(await screen.findByRole('heading', { level: 1, name: 'Prontuário de Helena Prado' })).toBeInTheDocument()
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Consulta/ })
    expect([...select.options].map((option) => option.value)).toEqual([STARTED, FINISHED])
    expect(select.value).toBe(FINISHED)
    expect(screen.getByTestId('clinical-note').textContent).toContain('Relata melhora do sono.')
  })

  it('says why no note can be written when no session accepts one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(record({ sessions: [{ id: AHEAD, selected_date: '2026-12-04T13:00:00.000Z', status: 'CONFIRMED', can_add_note: false }], notes: [] }))))
    renderWithRouter(<RecordPage patientId={PATIENT} backTo="/profissional/prontuarios" />, '/profissional/prontuarios/x')
    expect(await screen.findByText(/Nenhuma consulta aceita anotações agora/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Salvar anotação' })).not.toBeInTheDocument()
    expect(screen.getByText('Nenhuma anotação ainda.')).toBeInTheDocument()
  })

  it('sends a new note and an approval to the server', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return jsonResponse({ id: '77777777-7777-4777-8777-777777777777', session_id: STARTED, session_date: '2026-11-27T13:00:00.000Z', text: 'Nova.', created_at: '2026-11-27T14:00:00.000Z' }, 201)
      if (init?.method === 'PATCH') return jsonResponse({ id: REQUEST, status: 'APPROVED', requested_at: '2026-11-22T12:00:00.000Z', decided_at: '2026-11-27T14:00:00.000Z' })
      return jsonResponse(record())
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<RecordPage patientId={PATIENT} backTo="/profissional/prontuarios" />, '/profissional/prontuarios/x')
    await userEvent.type(await screen.findByLabelText(/^Anotação/), 'Nova.')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar anotação' }))
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(post?.[0]).toBe(`/api/professional-private/me/clinical-records/${PATIENT}/notes`)
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ session_id: STARTED, text: 'Nova.' })

    await userEvent.click(within(screen.getByRole('region', { name: 'Pedidos de cópia' })).getByRole('button', { name: 'Aprovar cópia' }))
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/professional-private/me/clinical-record-copies/${REQUEST}` && init?.method === 'PATCH')).toBe(true))
  })
})
