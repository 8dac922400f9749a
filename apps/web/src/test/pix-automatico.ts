import type { PixAutomaticoDto, PixAutomaticoOptInDto, PixAutomaticoWeekDto } from '@acolhe/shared/api/pix-automatico'

// Answers of the Pix Automático endpoints for the web's unit tests (the shapes of decision 102's contract).

export const PIX_SERIES_ID = '5b1f0a52-3c1e-4a43-9f0e-6d2b8c1a7e01'
export const PIX_SESSION_ID = '9c4e1a32-6d7f-4a81-8c1d-2e3f4a5b6c7d'

export function pixWeek(overrides: Partial<PixAutomaticoWeekDto> = {}): PixAutomaticoWeekDto {
  return {
    starts_at: '2026-12-09T22:00:00.000Z',
    session_id: PIX_SESSION_ID,
    state: 'SCHEDULED',
    state_label: 'Débito agendado',
    reason: null,
    reason_label: null,
    amount_cents: 15_000,
    debit_date: '2026-12-09',
    attempts: 0,
    debited_at: null,
    credited_cents: 0,
    ...overrides,
  }
}

/** A series never set up for Pix Automático, to which the server offers it. */
export function pixOffered(overrides: Partial<PixAutomaticoDto> = {}): PixAutomaticoDto {
  return {
    series_id: PIX_SERIES_ID,
    series_status: 'ACTIVE',
    status: null,
    status_label: null,
    cancelled_by: null,
    cancelled_by_label: null,
    cancelled_at: null,
    authorized_at: null,
    cap_cents: null,
    next_debit_date: null,
    weeks: [],
    credits: [],
    offer: { available: true, cap_cents: 15_000, unavailable_reason: null },
    actions: { opt_in: true, stop: false },
    ...overrides,
  }
}

export function pixActive(overrides: Partial<PixAutomaticoDto> = {}): PixAutomaticoDto {
  return pixOffered({
    status: 'ACTIVE',
    status_label: 'Ativo',
    authorized_at: '2026-12-01T13:00:00.000Z',
    cap_cents: 15_000,
    next_debit_date: '2026-12-09',
    weeks: [pixWeek()],
    offer: { available: true, cap_cents: 15_000, unavailable_reason: null },
    actions: { opt_in: false, stop: true },
    ...overrides,
  })
}

export function pixOptInReply(state: PixAutomaticoDto = pixOffered({ status: 'PENDING', status_label: 'Aguardando autorização no banco', cap_cents: 15_000, actions: { opt_in: false, stop: true } })): PixAutomaticoOptInDto {
  return {
    pix_automatico: state,
    qr: {
      pix_copia_e_cola: '00020101021226990014br.gov.bcb.pix2577pix.example.com/qr/v2/cobv/9d36b84f-rec',
      image_data_url: 'data:image/png;base64,iVBORw0KGgo=',
      amount_cents: 15_000,
      session_id: PIX_SESSION_ID,
      expires_at: '2026-12-01T15:00:00.000Z',
    },
    cap_cents: 15_000,
  }
}
