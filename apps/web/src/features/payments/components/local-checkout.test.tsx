import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { LocalCheckoutDto } from '@acolhe/shared/api/payments'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { LocalCheckout } from './local-checkout'

const PAYMENT_ID = '3f1c2b7e-7a51-4a2b-9d0e-0c8a4f5e6d71'
const view: LocalCheckoutDto = {
  id: PAYMENT_ID,
  status: 'WAITING',
  amount_cents: 15500,
  description: 'Consulta Acolhe em 25/11/2026 às 10:00',
  expires_at: '2026-11-23T12:30:00.000Z',
  time_zone: 'America/Sao_Paulo',
  pix_payload: '00020101021226450014br.gov.bcb.pix0123pagamentos@acolhe.local5204000053039865406155.005802BR5906ACOLHE6009SAO PAULO62070503***6304ABCD',
  methods: ['CREDIT_CARD', 'DEBIT_CARD', 'PIX', 'BOLETO'],
  methods_notice: null,
  boleto_digitable_line: '00190.00009 01234.567890 12345.678901 2 16410000015500',
  return_url: 'http://localhost:3000/agendamento?checkout=pending&session=s1',
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <LocalCheckout paymentId={PAYMENT_ID} />
      </QueryClientProvider>
    </MantineProvider>,
  )
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('local checkout page', () => {
  it('shows the amount and the PIX QR code, and approving confirms through the decision endpoint', async () => {
    let status: LocalCheckoutDto['status'] = 'WAITING'
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        status = 'DONE'
        return json({ status: 'DONE', return_url: 'http://localhost:3000/agendamento?checkout=approved&session=s1' })
      }
      return json({ ...view, status })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderPage()

    expect(await screen.findByText('R$ 155,00')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'QR code PIX' })).toBeInTheDocument()
    expect(screen.getByText(view.pix_payload)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: t.localApprove }))

    expect(await screen.findByText(t.localApproved)).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(post?.[0]).toBe(`/api/payments/local/${PAYMENT_ID}/decision`)
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ method: 'PIX', approved: true })
    expect(screen.getByRole('link', { name: t.localBackToBooking }).getAttribute('href')).toContain('checkout=approved')
  })

  it('shows the approval from the decision answer itself, without waiting for the payment to be read again', async () => {
    let decided = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          decided = true
          return json({ status: 'DONE', return_url: 'http://localhost:3000/agendamento?checkout=approved&session=s1' })
        }
        // After the decision, the page's own re-read never answers: the decision's answer must be enough.
        return decided ? new Promise<Response>(() => {}) : json(view)
      }),
    )
    renderPage()

    await userEvent.click(await screen.findByRole('button', { name: t.localApprove }))

    expect(await screen.findByText(t.localApproved)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.localApprove })).not.toBeInTheDocument()
  })

  it('says loudly, before anything else, that it is a demonstration where no real payment is made', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(view)))
    renderPage()

    const banner = await screen.findByTestId('local-checkout-demo-banner')
    expect(banner.getAttribute('role')).toBe('alert')
    expect(banner.textContent).toContain(t.localDemoBannerTitle)
    expect(banner.textContent).toContain('Ambiente de demonstração: nenhum pagamento real é feito.')
    const heading = screen.getByRole('heading', { name: t.localTitle })
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('offers the boleto line and says so when the payment is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? json({ status: 'FAILED', return_url: view.return_url }) : json(view),
      ),
    )
    renderPage()

    await userEvent.click(await screen.findByText('Boleto'))
    expect(screen.getByText(view.boleto_digitable_line)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: t.localRefuse }))

    expect(await screen.findByText(t.localRefused)).toBeInTheDocument()
  })

  it('offers only the methods the server lists, with its reason for the missing boleto', async () => {
    const notice = 'O boleto só é oferecido para consultas marcadas com pelo menos 3 dias de antecedência.'
    vi.stubGlobal('fetch', vi.fn(async () => json({ ...view, methods: ['CREDIT_CARD', 'DEBIT_CARD', 'PIX'], methods_notice: notice })))
    renderPage()

    expect(await screen.findByText('PIX')).toBeInTheDocument()
    expect(screen.queryByText('Boleto')).not.toBeInTheDocument()
    expect(screen.getByTestId('local-checkout-methods-notice').textContent).toBe(notice)
  })

  it('reads the deadline on the patient’s clock with Brasília’s beside it, or labelled as Brasília’s', async () => {
    // 12:30 UTC on 23/11/2026 is 12:30 in Lisbon (winter, UTC+0) and 09:30 in Brasília (UTC-3).
    vi.stubGlobal('fetch', vi.fn(async () => json({ ...view, time_zone: 'Europe/Lisbon' })))
    renderPage()
    expect(await screen.findByText('Pague até 23/11/2026 às 12:30 em Lisboa (09:30 em Brasília).')).toBeInTheDocument()
    cleanup()

    vi.stubGlobal('fetch', vi.fn(async () => json(view)))
    renderPage()
    expect(await screen.findByText('Pague até 23/11/2026 às 09:30 (horário de Brasília).')).toBeInTheDocument()
  })

  it('shows the server message when the payment cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: t.paymentNotFound }, 404)))
    renderPage()
    expect(await screen.findByText(t.paymentNotFound)).toBeInTheDocument()
  })
})
