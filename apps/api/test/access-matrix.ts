import { randomUUID } from 'node:crypto'
import { freshCouncilNumber, freshCpf } from './helpers/documents'
import type { Caller, World } from './helpers/world'

// Who may call each route. `allow` lists the callers that must get through (any status but 401/403);
// every other caller must be refused with 401, 403 or 404 — and anonymous callers, banned patients and
// deactivated admins (whose old cookies must open nothing) always with 401. `public` routes let everyone
// through; `open` routes are the login-like ones whose answer depends on credentials, not on the caller
// (only "never a 5xx" is asserted). Requests carry valid bodies chosen so that allowed callers cause no
// lasting change where possible; the guards run before validation, and the test also sends every route
// invalid input as each caller refused for who they are, who must still get 401/403, never a 400.

export type Rule = {
  path: (w: World) => string
  body?: (w: World) => unknown
  /**
   * The kinds of account the route lets in before judging the request, when wider than the kinds in
   * `allow` (whose body the rules then refuse to the others: a patient may cancel, not confirm).
   */
  kinds?: ('patient' | 'professional' | 'admin')[]
} & ({ allow: Caller[] } | { public: true } | { open: true })

const CLINIC_BODY = () => ({
  clinic: { name: 'Clínica Matriz', cnpj: '11222333000181', phone_number: '11333344445', active: true },
  address: { street_name: 'Rua das Acácias', district_name: 'Pinheiros', postal_code: '05422010', number: '45', city: 'São Paulo', state: 'SP' },
})
const FUTURE_NOT_OFFERED = '2026-12-02T06:00:00.000Z'
const PATIENTS_OWN: Caller[] = ['patient', 'admin']
const SESSION_PARTIES: Caller[] = ['patient', 'professional', 'admin']
const PROFESSIONALS_ANY: Caller[] = ['professional', 'otherProfessional']

export const ACCESS_MATRIX: Record<string, Rule> = {
  // Health, docs-like and public catalogue
  'GET /api/health': { path: () => '/api/health', public: true },
  'GET /api/health/ready': { path: () => '/api/health/ready', public: true },
  'GET /api/auth/providers': { path: () => '/api/auth/providers', public: true },
  'GET /api/dev/mailbox': { path: () => '/api/dev/mailbox', allow: ['admin'] },
  'GET /api/professional': { path: () => '/api/professional', public: true },
  'GET /api/professional/:id': { path: (w) => `/api/professional/${w.ids.professional}`, public: true },
  'GET /api/services': { path: () => '/api/services', public: true },
  'GET /api/services/by-professional-type/:type': { path: () => '/api/services/by-professional-type/PSYCHOLOGIST', public: true },
  'GET /api/services-private/:id': { path: () => '/api/services-private/00000000-0000-4000-8000-000000000000', public: true },
  'GET /api/public/available-dates/:id': { path: (w) => `/api/public/available-dates/${w.ids.professional}`, public: true },
  'GET /api/uploads/photos/:file': { path: () => '/api/uploads/photos/00000000-0000-4000-8000-000000000000.png', public: true },
  'GET /api/payments/local/:paymentId': { path: () => '/api/payments/local/00000000-0000-4000-8000-000000000000', public: true },
  'POST /api/payments/local/:paymentId/decision': {
    path: () => '/api/payments/local/00000000-0000-4000-8000-000000000000/decision',
    body: () => ({ approved: true, method: 'PIX' }),
    public: true,
  },
  'POST /api/webhooks/:provider': { path: () => '/api/webhooks/local', body: () => ({ id: 'x' }), open: true },
  // API Pix: the secret in the URL is the credential (decision 083).
  'POST /api/webhooks/pix/:secret/pix': { path: () => `/api/webhooks/pix/${'s'.repeat(40)}/pix`, body: () => ({ pix: [] }), open: true },
  'POST /api/webhooks/pix/:secret/rec': { path: () => `/api/webhooks/pix/${'s'.repeat(40)}/rec`, body: () => ({ recs: [] }), open: true },
  'POST /api/webhooks/pix/:secret/cobr': { path: () => `/api/webhooks/pix/${'s'.repeat(40)}/cobr`, body: () => ({ cobsr: [] }), open: true },
  'GET /api/payments/pix/:paymentId': { path: () => '/api/payments/pix/00000000-0000-4000-8000-000000000000', allow: PATIENTS_OWN },

  // Sign-in, sign-up and recovery: the answer depends on the credentials sent
  'POST /api/user': { path: () => '/api/user', body: () => ({ email: 'mundo.paciente@exemplo.com', password: 'Senha123' }), open: true },
  'POST /api/user/login': { path: () => '/api/user/login', body: () => ({ email: 'ninguem@exemplo.com', password: 'Errada123' }), open: true },
  'POST /api/professional-private/login': { path: () => '/api/professional-private/login', body: () => ({ email: 'ninguem@exemplo.com', password: 'Errada123' }), open: true },
  'POST /api/admin/login': { path: () => '/api/admin/login', body: () => ({ email: 'ninguem@exemplo.com', password: 'Errada123' }), open: true },
  'POST /api/password-recovery': { path: () => '/api/password-recovery', body: () => ({ email: 'ninguem@exemplo.com' }), open: true },
  'POST /api/password-recovery/verify': { path: () => '/api/password-recovery/verify', body: () => ({ email: 'ninguem@exemplo.com', code: '123456' }), open: true },
  'POST /api/password-recovery/reset': { path: () => '/api/password-recovery/reset', body: () => ({ email: 'ninguem@exemplo.com', code: '123456', password: 'Senha123' }), open: true },
  'GET /api/user/login/oauth': { path: () => '/api/user/login/oauth', public: true },
  'GET /api/professional/login/oauth': { path: () => '/api/professional/login/oauth', public: true },
  'GET /api/oauth/google/callback': { path: () => '/api/oauth/google/callback?code=x&state=y', public: true },

  // The person's own account
  'GET /api/user/me': { path: () => '/api/user/me', allow: ['patient', 'otherPatient'] },
  'GET /api/user/me/balance': { path: () => '/api/user/me/balance', allow: ['patient', 'otherPatient'] },
  'GET /api/user/me/export': { path: () => '/api/user/me/export', allow: ['patient', 'otherPatient'] },
  'PATCH /api/user/:id/complete': {
    path: (w) => `/api/user/${w.ids.patient}/complete`,
    body: () => ({ first_name: 'Maria', last_name: 'Silva', birthday: '1990-01-01', phone_number: '11988887777', terms_accepted: true }),
    allow: ['patient'],
  },
  'POST /api/user/:id/photo': { path: (w) => `/api/user/${w.ids.patient}/photo`, allow: PATIENTS_OWN },
  'POST /api/professional-private/:id/photo': { path: (w) => `/api/professional-private/${w.ids.professional}/photo`, allow: ['professional', 'admin'] },
  'GET /api/professional-private/me/onboarding': { path: () => '/api/professional-private/me/onboarding', allow: ['professional', 'otherProfessional'] },
  'POST /api/professional-private/me/onboarding/link-copied': { path: () => '/api/professional-private/me/onboarding/link-copied', allow: ['professional', 'otherProfessional'] },
  'GET /api/professional-private/me/earnings': { path: () => '/api/professional-private/me/earnings', allow: ['professional', 'otherProfessional'] },
  // Receita Saúde receipts: only their professional; admins neither read nor change them (decision 035).
  'GET /api/professional-private/me/tax-receipts': { path: () => '/api/professional-private/me/tax-receipts', allow: ['professional', 'otherProfessional'] },
  'GET /api/professional-private/me/tax-receipts/export': { path: () => '/api/professional-private/me/tax-receipts/export', allow: ['professional', 'otherProfessional'] },
  'PATCH /api/professional-private/me/tax-receipts/:id': {
    path: () => '/api/professional-private/me/tax-receipts/00000000-0000-4000-8000-000000000000',
    body: () => ({ receipt_number: '123456' }),
    allow: ['professional', 'otherProfessional'],
  },
  'GET /api/professional-private/me/calendar-feed': { path: () => '/api/professional-private/me/calendar-feed', allow: ['professional', 'otherProfessional'] },
  'POST /api/professional-private/me/calendar-feed': { path: () => '/api/professional-private/me/calendar-feed', allow: ['professional', 'otherProfessional'] },
  'DELETE /api/professional-private/me/calendar-feed': { path: () => '/api/professional-private/me/calendar-feed', allow: ['professional', 'otherProfessional'] },
  // The professional's own calendars: an address nobody listens on, so an allowed caller gets a 422 and nothing is stored.
  'GET /api/professional-private/me/own-calendars': { path: () => '/api/professional-private/me/own-calendars', allow: PROFESSIONALS_ANY },
  'POST /api/professional-private/me/own-calendars': {
    path: () => '/api/professional-private/me/own-calendars',
    body: () => ({ kind: 'ICS', url: 'http://127.0.0.1:9/agenda.ics' }),
    allow: PROFESSIONALS_ANY,
  },
  'POST /api/professional-private/me/own-calendars/caldav-calendars': {
    path: () => '/api/professional-private/me/own-calendars/caldav-calendars',
    body: () => ({ server_url: 'http://127.0.0.1:9/', username: 'ninguem', password: 'senha' }),
    allow: PROFESSIONALS_ANY,
  },
  'DELETE /api/professional-private/me/own-calendars/:id': { path: () => `/api/professional-private/me/own-calendars/${randomUUID()}`, allow: PROFESSIONALS_ANY },
  'GET /api/agenda.ics': { path: () => '/api/agenda.ics?token=x', public: true },
  // The clinical record: only professionals (their own patients; a stranger's record is a 404) and the patient's own copies; never admins.
  'GET /api/professional-private/me/clinical-records': { path: () => '/api/professional-private/me/clinical-records', allow: PROFESSIONALS_ANY },
  'GET /api/professional-private/me/clinical-records/:patientId': { path: (w) => `/api/professional-private/me/clinical-records/${w.ids.patient}`, allow: PROFESSIONALS_ANY },
  // The world's session is not started: allowed callers get a 404 or 422 and nothing is written.
  'POST /api/professional-private/me/clinical-records/:patientId/notes': {
    path: (w) => `/api/professional-private/me/clinical-records/${w.ids.patient}/notes`,
    body: (w) => ({ session_id: w.ids.session, text: 'Anotação da matriz.' }),
    allow: PROFESSIONALS_ANY,
  },
  'PATCH /api/professional-private/me/clinical-record-copies/:id': {
    path: () => '/api/professional-private/me/clinical-record-copies/00000000-0000-4000-8000-000000000000',
    body: () => ({ approved: true }),
    allow: PROFESSIONALS_ANY,
  },
  'GET /api/user/me/clinical-records': { path: () => '/api/user/me/clinical-records', allow: ['patient', 'otherPatient'] },
  'POST /api/user/me/clinical-records/:professionalId/copy-request': { path: (w) => `/api/user/me/clinical-records/${w.ids.professional}/copy-request`, allow: ['patient', 'otherPatient'] },
  'GET /api/user/me/clinical-records/:professionalId/copy': { path: (w) => `/api/user/me/clinical-records/${w.ids.professional}/copy`, allow: ['patient', 'otherPatient'] },

  // Questionnaires before consultations: the professional's own patients only (another professional gets a
  // 404, never an answer), the patient's own; never admins.
  'GET /api/professional-private/me/questionnaires/:patientId': { path: (w) => `/api/professional-private/me/questionnaires/${w.ids.patient}`, allow: ['professional'] },
  'POST /api/professional-private/me/questionnaires/:patientId/assignments': {
    path: (w) => `/api/professional-private/me/questionnaires/${w.ids.patient}/assignments`,
    body: () => ({ instrument: 'GAD7', schedule: 'ONCE' }),
    allow: ['professional'],
  },
  // Sharing off, which the world's pair never turned on: nothing changes for the allowed professional.
  'PUT /api/professional-private/me/questionnaires/:patientId/sharing': {
    path: (w) => `/api/professional-private/me/questionnaires/${w.ids.patient}/sharing`,
    body: () => ({ instrument: 'PHQ9', shared: false }),
    allow: ['professional'],
  },
  'POST /api/professional-private/me/questionnaire-assignments/:id/stop': {
    path: () => '/api/professional-private/me/questionnaire-assignments/00000000-0000-4000-8000-000000000000/stop',
    allow: PROFESSIONALS_ANY,
  },
  'GET /api/professional-private/me/questionnaire-marks': { path: () => '/api/professional-private/me/questionnaire-marks', allow: PROFESSIONALS_ANY },
  'GET /api/professional-private/me/questionnaire-alerts': { path: () => '/api/professional-private/me/questionnaire-alerts', allow: PROFESSIONALS_ANY },
  'POST /api/professional-private/me/questionnaire-alerts/:id/read': {
    path: () => '/api/professional-private/me/questionnaire-alerts/00000000-0000-4000-8000-000000000000/read',
    allow: PROFESSIONALS_ANY,
  },
  'GET /api/user/me/questionnaires': { path: () => '/api/user/me/questionnaires', allow: ['patient', 'otherPatient'] },
  'GET /api/user/me/questionnaire-history': { path: () => '/api/user/me/questionnaire-history', allow: ['patient', 'otherPatient'] },
  // No questionnaire is open in the world: allowed callers get a 404 and nothing is written.
  'POST /api/user/me/questionnaire-answers': {
    path: () => '/api/user/me/questionnaire-answers',
    body: (w) => ({ assignment_id: '00000000-0000-4000-8000-000000000000', session_id: w.ids.session, answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] }),
    allow: ['patient', 'otherPatient'],
  },
  'POST /api/user/me/questionnaire-answers/:id/contact-request': {
    path: () => '/api/user/me/questionnaire-answers/00000000-0000-4000-8000-000000000000/contact-request',
    allow: ['patient', 'otherPatient'],
  },

  // Reminders: the links' signed token is the credential; the patient's own channels; WhatsApp's webhook (signed)
  'POST /api/reminder-links/use': { path: () => '/api/reminder-links/use', body: () => ({ token: 'x.y.z' }), public: true },
  'POST /api/reminder-links/preview': { path: () => '/api/reminder-links/preview', body: () => ({ token: 'x.y.z' }), public: true },
  'GET /api/user/me/reminder-channels': { path: () => '/api/user/me/reminder-channels', allow: ['patient', 'otherPatient'] },
  'PUT /api/user/me/reminder-channels/whatsapp': { path: () => '/api/user/me/reminder-channels/whatsapp', body: () => ({ enabled: false }), allow: ['patient', 'otherPatient'] },
  'GET /api/whatsapp/webhook': { path: () => '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1', open: true },
  'POST /api/whatsapp/webhook': { path: () => '/api/whatsapp/webhook', body: () => ({ entry: [] }), open: true },
  'GET /api/professional-private/me': { path: () => '/api/professional-private/me', allow: ['professional', 'otherProfessional', 'unauthorizedProfessional'] },
  // A wrong current password: allowed callers get a 400 and nothing changes.
  'PATCH /api/user/me/password': { path: () => '/api/user/me/password', body: () => ({ current_password: 'Errada123', password: 'Nova1234' }), allow: ['patient', 'otherPatient'] },
  'PATCH /api/professional-private/me/password': {
    path: () => '/api/professional-private/me/password',
    body: () => ({ current_password: 'Errada123', password: 'Nova1234' }),
    allow: ['professional', 'otherProfessional', 'unauthorizedProfessional'],
  },
  'GET /api/admin/me': { path: () => '/api/admin/me', allow: ['admin'] },

  // Admin accounts (a fresh email per call; deactivating the already inactive admin changes nothing)
  'GET /api/admins': { path: () => '/api/admins', allow: ['admin'] },
  'POST /api/admins': {
    path: () => '/api/admins',
    body: () => ({ first_name: 'Matriz', last_name: 'Admin', email: `matriz.admin.${randomUUID()}@exemplo.com`, password: 'Senha123' }),
    allow: ['admin'],
  },
  'PATCH /api/admins/:id/active': { path: (w) => `/api/admins/${w.ids.inactiveAdmin}/active`, body: () => ({ active: false }), allow: ['admin'] },

  // Support: the public 'Fale conosco' form and the admin's inbox
  'POST /api/support/messages': {
    path: () => '/api/support/messages',
    body: () => ({ name: 'Visitante', email: 'visitante@exemplo.com', message: 'Gostaria de saber mais sobre a plataforma.' }),
    public: true,
  },
  'GET /api/support/messages': { path: () => '/api/support/messages', allow: ['admin'] },
  'PATCH /api/support/messages/:id': { path: (w) => `/api/support/messages/${w.ids.supportMessage}`, body: () => ({ answered: true }), allow: ['admin'] },

  // Sessions
  'POST /api/session': {
    path: () => '/api/session',
    body: (w) => ({ professional_id: w.ids.professional, selected_date: FUTURE_NOT_OFFERED, is_online: true, type: 'DEFAULT', user_id: w.ids.patient }),
    allow: PATIENTS_OWN,
  },
  // A professional whose authorization was withdrawn still reads their own consultations (decision 026);
  // one awaiting authorization has none and is refused (PENDING_PROFESSIONAL_ROUTES in plugins/auth.ts).
  // Weekly series (decision 040): the world's series has no week booked, so moving it changes nothing.
  'POST /api/session-series': {
    path: () => '/api/session-series',
    body: (w) => ({ professional_id: w.ids.professional, selected_date: FUTURE_NOT_OFFERED, is_online: true, weeks: 4, user_id: w.ids.patient }),
    allow: PATIENTS_OWN,
  },
  'GET /api/session-series/me': { path: () => '/api/session-series/me', allow: ['patient', 'professional', 'otherPatient', 'otherProfessional'] },
  'GET /api/session-series': { path: () => '/api/session-series', allow: ['admin'] },
  'GET /api/session-series/:id': { path: (w) => `/api/session-series/${w.ids.series}`, allow: SESSION_PARTIES },
  'PATCH /api/session-series/:id/hour': { path: (w) => `/api/session-series/${w.ids.series}/hour`, body: () => ({ selected_date: FUTURE_NOT_OFFERED }), allow: PATIENTS_OWN },
  // Patients resume and the parties end a series through it; only an admin pauses (the body sent).
  'PATCH /api/session-series/:id/status': {
    path: (w) => `/api/session-series/${w.ids.series}/status`,
    body: () => ({ status: 'PAUSED' }),
    allow: ['admin'],
    kinds: ['patient', 'professional', 'admin'],
  },
  'POST /api/session-series/:id/end': { path: (w) => `/api/session-series/${w.ids.series}/end`, allow: SESSION_PARTIES },
  // Pix Automático (decision 102): without the PSP configured the allowed callers get 422, never 401/403.
  'GET /api/session-series/:id/pix-automatico': { path: (w) => `/api/session-series/${w.ids.series}/pix-automatico`, allow: SESSION_PARTIES },
  'POST /api/session-series/:id/pix-automatico': { path: (w) => `/api/session-series/${w.ids.series}/pix-automatico`, body: () => ({}), allow: ['patient'] },
  'POST /api/session-series/:id/pix-automatico/stop': { path: (w) => `/api/session-series/${w.ids.series}/pix-automatico/stop`, allow: PATIENTS_OWN },
  'GET /api/pix-automatico': { path: () => '/api/pix-automatico', allow: ['admin'] },
  'GET /api/session/me': { path: () => '/api/session/me', allow: ['patient', 'professional', 'otherPatient', 'otherProfessional'] },
  'GET /api/session': { path: () => '/api/session', allow: ['admin'] },
  'GET /api/session/export': { path: () => '/api/session/export?date_a=2026-12-01&date_b=2026-12-31', allow: ['admin'] },
  'GET /api/session/:id': { path: (w) => `/api/session/${w.ids.session}`, allow: SESSION_PARTIES },
  'PATCH /api/session/:id/date': { path: (w) => `/api/session/${w.ids.session}/date`, body: () => ({ selected_date: FUTURE_NOT_OFFERED }), allow: PATIENTS_OWN },
  'PATCH /api/session/:id/modality': { path: (w) => `/api/session/${w.ids.session}/modality`, body: () => ({ is_online: true }), allow: PATIENTS_OWN },
  // Patients and professionals cancel through it; only an admin confirms (the body sent).
  'PATCH /api/session/:id/status': {
    path: (w) => `/api/session/${w.ids.session}/status`,
    body: () => ({ status: 'CONFIRMED' }),
    allow: ['admin'],
    kinds: ['patient', 'professional', 'admin'],
  },
  'PATCH /api/session/:id/start': { path: (w) => `/api/session/${w.ids.session}/start`, allow: ['professional'] },
  'PATCH /api/session/:id/end': { path: (w) => `/api/session/${w.ids.session}/end`, allow: ['professional'] },
  'PATCH /api/session/:id/no-show': { path: (w) => `/api/session/${w.ids.session}/no-show`, body: () => ({ absent: 'PATIENT' }), allow: ['professional', 'admin'] },
  // The consultation room (decisions 090–092): its parties and an admin see it; only the parties are in it; the
  // professional admits; either party reports a failure, its professional or an admin resolves it.
  'GET /api/room/:id': { path: (w) => `/api/room/${w.ids.session}`, allow: SESSION_PARTIES },
  'GET /api/room/:id/events': { path: (w) => `/api/room/${w.ids.session}/events`, allow: SESSION_PARTIES },
  'POST /api/room/:id/presence': {
    path: (w) => `/api/room/${w.ids.session}/presence`,
    body: () => ({ camera: 'OK', microphone: 'OK', speakers: 'OK', latency_ms: 30, throughput_kbps: 5000, audio_only: false }),
    allow: ['patient', 'professional'],
  },
  'POST /api/room/:id/admit': { path: (w) => `/api/room/${w.ids.session}/admit`, allow: ['professional'] },
  'POST /api/room/:id/failures': { path: (w) => `/api/room/${w.ids.session}/failures`, body: () => ({}), allow: ['patient', 'professional'] },
  'POST /api/room/:id/failures/:failureId/reschedule': {
    path: (w) => `/api/room/${w.ids.session}/failures/${randomUUID()}/reschedule`,
    body: () => ({ selected_date: FUTURE_NOT_OFFERED }),
    allow: ['professional', 'admin'],
  },
  'POST /api/room/:id/failures/:failureId/no-show-exception': { path: (w) => `/api/room/${w.ids.session}/failures/${randomUUID()}/no-show-exception`, allow: ['professional', 'admin'] },
  'GET /api/room/connection-test': {
    path: () => '/api/room/connection-test?size_kb=1',
    allow: ['patient', 'otherPatient', 'professional', 'otherProfessional', 'admin'],
  },
  'PATCH /api/session/:id/payment': { path: (w) => `/api/session/${w.ids.session}/payment`, body: () => ({ payment: 'DONE' }), allow: ['admin'] },
  'GET /api/session/:id/checkout-url': { path: (w) => `/api/session/${w.ids.session}/checkout-url`, allow: PATIENTS_OWN },
  // Consent to online care (decision 034): the patient's own; another version than the one in force is refused with 422.
  // The waitlist (decision 041): the wizard's options are public; the lists and offers are the patient's own.
  'GET /api/public/waitlist-options/:id': { path: (w) => `/api/public/waitlist-options/${w.ids.professional}`, public: true },
  'GET /api/waitlist/me': { path: () => '/api/waitlist/me', allow: ['patient', 'otherPatient'] },
  'POST /api/waitlist': { path: () => '/api/waitlist', body: (w) => ({ professional_id: w.ids.professional, week_day: 3, hour: 10 }), allow: ['patient', 'otherPatient'] },
  'DELETE /api/waitlist/:id': { path: () => `/api/waitlist/${randomUUID()}`, allow: ['patient', 'otherPatient'] },
  'GET /api/waitlist/offers/:id': { path: () => `/api/waitlist/offers/${randomUUID()}`, allow: ['patient', 'otherPatient'] },
  'GET /api/telehealth-consents/:id': { path: (w) => `/api/telehealth-consents/${w.ids.professional}`, allow: ['patient', 'otherPatient'] },
  'POST /api/telehealth-consents': {
    path: () => '/api/telehealth-consents',
    body: (w) => ({ professional_id: w.ids.professional, version: 'versao-antiga' }),
    allow: ['patient', 'otherPatient'],
  },
  'POST /api/session/:id/checkout': { path: (w) => `/api/session/${w.ids.session}/checkout`, allow: PATIENTS_OWN },
  'GET /api/session/:id/receipt': { path: (w) => `/api/session/${w.ids.session}/receipt`, allow: PATIENTS_OWN },

  // Weekly availability (reads)
  'GET /api/available-dates': { path: () => '/api/available-dates', allow: ['professional', 'otherProfessional'] },
  'GET /api/available-dates/:id': { path: (w) => `/api/available-dates/${w.ids.professional}`, allow: ['admin'] },

  // Professional registration and profile
  'POST /api/professional-private': { path: () => '/api/professional-private', body: () => ({ email: 'novo.prof@exemplo.com' }), open: true },
  'PATCH /api/professional-private/:id': { path: (w) => `/api/professional-private/${w.ids.professional}`, body: () => ({}), allow: ['professional', 'admin'] },
  // Profile search facts and own prices (decision 043); an empty set leaves nothing the other cases need.
  'GET /api/professional-private/:id/practice': { path: (w) => `/api/professional-private/${w.ids.professional}/practice`, allow: ['professional', 'admin'] },
  'PUT /api/professional-private/:id/practice': {
    path: (w) => `/api/professional-private/${w.ids.professional}/practice`,
    body: () => ({ term_ids: [], languages: ['PT'], gender: null, pronouns: null, own_value_cents: null, social_value_cents: null, social_slot_ids: [] }),
    allow: ['professional', 'admin'],
  },
  'GET /api/practice-terms': { path: () => '/api/practice-terms', public: true },
  'GET /api/admin/practice-terms': { path: () => '/api/admin/practice-terms', allow: ['admin'] },
  'POST /api/admin/practice-terms': { path: () => '/api/admin/practice-terms', body: () => ({ kind: 'THEME', name: `Tema ${randomUUID()}` }), allow: ['admin'] },
  'PATCH /api/admin/practice-terms/:id': { path: () => '/api/admin/practice-terms/00000000-0000-4000-8000-000000000000', body: () => ({ active: true }), allow: ['admin'] },
  'GET /api/admin/services': { path: () => '/api/admin/services', allow: ['admin'] },
  'PUT /api/admin/services/:id/bounds': {
    path: () => '/api/admin/services/00000000-0000-4000-8000-000000000000/bounds',
    body: () => ({ value_cents: 15000, min_value_cents: null, max_value_cents: null }),
    allow: ['admin'],
  },

  // Weekly availability and unavailability (changes)
  'POST /api/available-dates': {
    path: () => '/api/available-dates',
    body: () => ({ week_day: 1, start_time: '0900', end_time: '1000' }),
    allow: ['professional', 'otherProfessional'],
  },
  'PATCH /api/available-dates/:id': {
    path: (w) => `/api/available-dates/${w.ids.slot}`,
    body: () => ({ week_day: 0, start_time: '0800', end_time: '1800' }),
    allow: ['professional'],
  },
  'DELETE /api/available-dates/:id': { path: (w) => `/api/available-dates/${w.ids.slot}`, allow: ['professional'] },
  'GET /api/professional-unavailability/me': { path: () => '/api/professional-unavailability/me', allow: ['professional', 'otherProfessional'] },
  'POST /api/professional-unavailability': {
    path: () => '/api/professional-unavailability',
    body: () => ({ type: 'HOLIDAY', start_date: '2027-02-01', end_date: '2027-02-02' }),
    allow: ['professional', 'otherProfessional'],
  },
  'PATCH /api/professional-unavailability/:id': { path: (w) => `/api/professional-unavailability/${w.ids.period}`, body: () => ({ reason: 'Congresso' }), allow: ['professional'] },
  'DELETE /api/professional-unavailability/:id': { path: (w) => `/api/professional-unavailability/${w.ids.period}`, allow: ['professional'] },

  // Clinics
  'GET /api/clinic': { path: () => '/api/clinic', public: true },
  'GET /api/clinic/:id': { path: (w) => `/api/clinic/${w.ids.clinic}`, public: true },
  'GET /api/clinic/:id/ties': { path: (w) => `/api/clinic/${w.ids.clinic}/ties`, allow: ['admin'] },
  'POST /api/clinic/with-address': { path: () => '/api/clinic/with-address', body: () => CLINIC_BODY(), allow: ['admin'] },
  'PATCH /api/clinic/with-address': {
    path: () => '/api/clinic/with-address',
    body: (w) => ({ ...CLINIC_BODY(), clinic: { ...CLINIC_BODY().clinic, id: w.ids.clinic } }),
    allow: ['admin'],
  },

  // FAQ
  'GET /api/questions': { path: () => '/api/questions', public: true },
  'GET /api/processors': { path: () => '/api/processors', public: true },
  'POST /api/questions': { path: () => '/api/questions', body: () => ({ question: 'Pergunta do teste?', answer: 'Resposta do teste.', priority: 2 }), allow: ['admin'] },
  'PATCH /api/questions/order': { path: () => '/api/questions/order', body: (w) => ({ ids: [w.ids.faq] }), allow: ['admin'] },
  'PATCH /api/questions/:id': { path: (w) => `/api/questions/${w.ids.faq}`, body: () => ({ priority: 4 }), allow: ['admin'] },
  'DELETE /api/questions/:id': { path: (w) => `/api/questions/${w.ids.faq}`, allow: ['admin'] },

  // Back office: people, counters, history
  'GET /api/professional-private/all': { path: () => '/api/professional-private/all', allow: ['admin'] },
  'GET /api/professional-private/:id': { path: (w) => `/api/professional-private/${w.ids.professional}`, allow: ['admin'] },
  // Creates a professional for allowed callers; a fresh email, CPF and CRP per call keep repeated runs apart.
  'POST /api/professional-private/by-admin': {
    path: () => '/api/professional-private/by-admin',
    body: () => ({
      first_name: 'Matriz',
      last_name: 'Acesso',
      email: `matriz.${randomUUID()}@exemplo.com`,
      birthday: '1980-01-01',
      professional_type: 'PSYCHOLOGIST',
      cpf_or_cnpj: freshCpf(),
      crm_or_crp: freshCouncilNumber(),
      document_state: 'SP',
      lattes_url: 'http://lattes.cnpq.br/1234567890123456',
      phone_number: '11977776666',
      service_modality: 'FULL_REMOTE',
    }),
    allow: ['admin'],
  },
  'GET /api/professional-private/:id/future-sessions': { path: (w) => `/api/professional-private/${w.ids.professional}/future-sessions`, allow: ['admin'] },
  'PATCH /api/professional-private/:id/authorization': {
    path: (w) => `/api/professional-private/${w.ids.professional}/authorization`,
    body: () => ({ authorized: true }),
    allow: ['admin'],
  },
  'GET /api/user': { path: () => '/api/user', allow: ['admin'] },
  'GET /api/user/:id': { path: (w) => `/api/user/${w.ids.patient}`, allow: ['admin'] },
  'PATCH /api/user/:id': { path: (w) => `/api/user/${w.ids.patient}`, body: () => ({ first_name: 'Mariana' }), allow: PATIENTS_OWN },
  'DELETE /api/user/:id': { path: (w) => `/api/user/${w.ids.patient}`, body: () => ({ ban: false }), allow: ['admin'] },
  'GET /api/dashboard/indicators': { path: () => '/api/dashboard/indicators', allow: ['admin'] },
  'GET /api/audit': { path: (w) => `/api/audit?entity=patient&id=${w.ids.patient}`, allow: ['admin'] },

  // Logouts: anyone may call them; they end only the caller's own session (run last)
  'DELETE /api/user/logout': { path: () => '/api/user/logout', open: true },
  'DELETE /api/professional-private/logout': { path: () => '/api/professional-private/logout', open: true },
  'DELETE /api/admin/logout': { path: () => '/api/admin/logout', open: true },
  'DELETE /api/user/me': { path: () => '/api/user/me', body: () => ({ password: 'Acolhe123' }), allow: ['patient', 'otherPatient'] },
}
