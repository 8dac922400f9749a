import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TaxReceiptDto } from '@acolhe/shared/api/tax-receipts'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { ReceiptsPage } from './receipts-page'

const pending: TaxReceiptDto = {
  id: '11111111-1111-4111-8111-111111111111',
  session_id: '33333333-3333-4333-8333-333333333333',
  status: 'PENDING',
  status_label: 'Pendente',
  payer_name: 'Lívia Prado',
  payer_cpf: '52998224725',
  beneficiary_name: 'Lívia Prado',
  beneficiary_cpf: '52998224725',
  amount_cents: 15000,
  paid_at: '2026-10-02T13:00:00.000Z',
  paid_on: '02/10/2026',
  professional_cpf: '39053344705',
  council: 'CRP',
  council_registration: '06/123456/SP',
  description: 'Consulta de psicologia em 05/10/2026',
  receipt_number: null,
  issued_at: null,
  issue_by: '30/11/2026',
  overdue: true,
  refunded_after_issue: false,
  can_record_number: true,
}
const refunded: TaxReceiptDto = {
  ...pending,
  id: '22222222-2222-4222-8222-222222222222',
  status: 'ISSUED',
  status_label: 'Emitido',
  payer_name: 'Otávio Reis',
  payer_cpf: null,
  beneficiary_cpf: null,
  receipt_number: 'RS-9',
  issued_at: '2026-10-03T13:00:00.000Z',
  overdue: false,
  refunded_after_issue: true,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/profissional/recibos', () => {
  it("shows the server's flags as warnings, a missing CPF as 'Não informado', and reads the filter from the address", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: [pending, refunded], overdue_count: 1 }))
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/profissional/recibos', element: <ReceiptsPage /> }], '/profissional/recibos?status=ALL')
    const cards = await screen.findAllByTestId('tax-receipt')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/professional-private/me/tax-receipts')
    expect(screen.getByTestId('receipts-overdue-summary').textContent).toBe('1 recibo pendente passou do prazo de emissão.')

    const first = within(cards[0] as HTMLElement)
    expect(first.getByTestId('tax-receipt-overdue').textContent).toBe('Prazo de emissão vencido em 30/11/2026')
    expect(first.getAllByText('529.982.247-25', { selector: 'p' })).toHaveLength(2)
    expect(first.getByRole('button', { name: 'Copiar valor recebido' })).toBeInTheDocument()
    expect(first.getByRole('button', { name: 'Registrar número: Lívia Prado — pagamento de 02/10/2026' })).toBeInTheDocument()

    const second = within(cards[1] as HTMLElement)
    expect(second.getByText('Reembolsado após emissão — verifique o cancelamento do recibo')).toBeInTheDocument()
    expect(second.getAllByText('Não informado')).toHaveLength(2)
    expect(second.queryByRole('button', { name: 'Copiar CPF do pagador' })).not.toBeInTheDocument()
    expect(second.getByTestId('tax-receipt-number').textContent).toContain('RS-9')
    expect(second.getByRole('button', { name: /^Corrigir número/ })).toBeInTheDocument()
  })

  it('records the number through the dialog and refuses an empty one before sending', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? jsonResponse({ ...pending, status: 'ISSUED', receipt_number: '77' }) : jsonResponse({ data: [pending], overdue_count: 0 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/profissional/recibos', element: <ReceiptsPage /> }], '/profissional/recibos')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Registrar número/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Número do recibo emitido' })
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Informe o número do recibo.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Número do recibo'), ' 77 ')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true))
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(patch?.[0]).toBe(`/api/professional-private/me/tax-receipts/${pending.id}`)
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ receipt_number: '77' })
  })
})
