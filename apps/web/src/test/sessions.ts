import type { SessionDto } from '@acolhe/shared/api/session'
import { sessionActions } from './session-actions'

// Sessions as GET /api/session answers them, for the admin screens' jsdom tests.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

export const awaitingPayment: SessionDto = {
  id: '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  user_id: '6b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  service_id: '7b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  professional: {
    id: '8b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
    first_name: 'Camila',
    last_name: 'Andrade',
    clinic_id: '9b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
    service_modality: 'HYBRID',
    professional_type: 'PSYCHOLOGIST',
    allow_returns: false,
    crm_or_crp: '06/123456',
    gender: 'FEMALE',
  },
  user: { first_name: 'Juliana', last_name: 'Souza', email: 'juliana@example.com', phone_number: '(11) 98888-7777' },
  available_date_id: null,
  selected_date: inDays(3),
  time_zone: 'America/Sao_Paulo',
  end_date: inDays(3),
  is_online: true,
  meets_url: null,
  location: null,
  status: 'CREATED',
  payment: 'WAITING',
  type: 'DEFAULT',
  parent_session: null,
  price_cents: 15500,
  service_value_cents: 15000,
  operating_cost_cents: 500,
  checkout_expires_at: null,
  patient_reschedule_count: 0,
  can_patient_cancel_free: true,
  created_at: inDays(-1),
  has_return: false,
  patient_confirmed_at: null,
  // As the server answers an admin about an unpaid session still to come.
  actions: sessionActions({ pay: true, reschedule: true, change_modality: true, cancel: true, mark_paid: true }),
  payment_due: null,
  telehealth_consent: null,
  no_show: null,
  series_id: null,
}

/** A finished psychiatry consultation whose professional allows returns. */
export const finishedWithPsychiatrist: SessionDto = {
  ...awaitingPayment,
  id: '1c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  professional: { ...awaitingPayment.professional, id: '2c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', first_name: 'Ricardo', last_name: 'Mendes', professional_type: 'PSYCHIATRIST', allow_returns: true, service_modality: 'FULL_REMOTE' },
  user: { first_name: 'Pedro', last_name: 'Alves', email: 'pedro@example.com', phone_number: '(11) 97777-6666' },
  selected_date: inDays(-2),
  status: 'FINISHED',
  payment: 'DONE',
  actions: sessionActions({ cancel: true, book_return: true, receipt: true }),
}

/** The same consultation once its return was booked: the server no longer offers 'Criar retorno'. */
export const finishedWithReturn: SessionDto = {
  ...finishedWithPsychiatrist,
  id: '3c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  has_return: true,
  actions: sessionActions({ cancel: true, receipt: true }),
}
