import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { PixCheckoutDto } from '@acolhe/shared/api/pix'
import { pixTexts as t } from '@acolhe/shared/texts/pix'
import { PixCheckout } from './pix-checkout'

const PAYMENT_ID = '3f1c2b7e-7a51-4a2b-9d0e-0c8a4f5e6d71'
const CODE = '00020101021226660014br.gov.bcb.pix2544pix.example.com/qr/v2/3f1c2b7e7a514a2b9d0e0c8a4f5e6d715204000053039865802BR5906ACOLHE6009SAO PAULO62070503***63041D3A'
const view: PixCheckoutDto = {
  id: PAYMENT_ID,
  status: 'WAITING',
  amount_cents: 15500,
  description: 'Consulta Acolhe em 25/11/2026 às 10:00',
  expires_at: '2026-11-23T12:30:00.000Z',
  time_zone: 'America/Sao_Paulo',
  pix_copia_e_cola: CODE,
  return_url: 'http://localhost:3000/agendamento?checkout=pending&session=s1',
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <PixCheckout paymentId={PAYMENT_ID} />
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

describe('Pix charge page (API Pix)', () => {
  it("shows the amount, the PSP's QR code and its copia-e-cola while the charge is open", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(view)))
    renderPage()
    expect(await screen.findByText('R$ 155,00')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'QR code Pix' })).toBeInTheDocument()
    expect(screen.getByText(CODE)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.copy })).toBeInTheDocument()
    expect(screen.getByTestId('pix-checkout-waiting')).toHaveTextContent(t.waiting)
  })

  it('says the payment is confirmed, without a code, once the PSP confirmed it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ ...view, status: 'DONE', pix_copia_e_cola: null })))
    renderPage()
    expect(await screen.findByText(t.paid)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'QR code Pix' })).toBeNull()
  })

  it("shows the server's Portuguese message when the charge cannot be read", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: t.chargeUnavailable }, 502)))
    renderPage()
    expect(await screen.findByText(t.chargeUnavailable)).toBeInTheDocument()
  })
})
