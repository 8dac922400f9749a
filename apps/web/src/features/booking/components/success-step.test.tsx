import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import type { SessionDto } from '@acolhe/shared/api/session'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { sessionActions } from '../../../test/session-actions'
import { awaitingPayment } from '../../../test/sessions'
import { SuccessStep } from './success-step'

const confirmed: SessionDto = { ...awaitingPayment, status: 'CONFIRMED', payment: 'DONE', actions: sessionActions({ edit: true }) }
const inPerson: SessionDto = {
  ...confirmed,
  is_online: false,
  location: { clinic_name: 'Clínica Acolhe Paulista', street_name: 'Avenida Paulista', number: '1578', district_name: 'Bela Vista', city: 'São Paulo', state: 'SP', postal_code: '01310200', ref: null },
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('booking success step', () => {
  it('promises the video link only for an online consultation', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(confirmed)))
    renderWithRouter(<SuccessStep sessionId={confirmed.id} />)
    expect((await screen.findByTestId('success-email')).textContent).toBe('Enviamos o link da consulta para o seu email.')
    expect(screen.queryByTestId('success-place')).not.toBeInTheDocument()
  })

  it('gives an in-person consultation its confirmation and address, and no link', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(inPerson)))
    renderWithRouter(<SuccessStep sessionId={inPerson.id} />)
    expect((await screen.findByTestId('success-email')).textContent).toBe('Enviamos a confirmação da consulta para o seu email.')
    expect(screen.getByTestId('success-place').textContent).toBe('A consulta é presencial: Clínica Acolhe Paulista — Avenida Paulista, 1578, Bela Vista, São Paulo/SP.')
    expect(screen.queryByText(/link/)).not.toBeInTheDocument()
  })
})
