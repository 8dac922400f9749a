import { describe, expect, it } from 'vitest'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import type { FirstAnswer } from '@acolhe/shared/page-rendering'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { uiBookingTexts } from '@acolhe/shared/texts/ui-booking'
import { encodeWizardState } from './features/booking/lib/wizard-state'
import { firstReadsOf, renderPage, reusable } from './entry-server'
import { patient, professional as loggedInProfessional } from './test/people'
import { awaitingPayment } from './test/sessions'
import { sessionActions } from './test/session-actions'
import { publicProfessional } from './test/public-professional'

// Decision 116: booking step 2 opened by its address is rendered by the server from the answers of its
// first reads (the API server calls renderPage with them), so the page paints complete without the app.

const professional: PublicProfessionalDto = {
  ...publicProfessional,
  // A text the professional typed, which must not end the page's script element that carries it.
  brief_description: 'Atendo adultos </script><script>alert(1)</script>',
  service_modality: 'FULL_REMOTE',
  price: { service_value_cents: 12345, operating_cost_cents: 678, price_cents: 13023 },
  next_free_hour: '2026-12-01T13:00:00.000Z',
}
const ID = professional.id
const stepTwo = `/agendamento?d=${encodeWizardState({ step: 2, professionalType: 'PSYCHOLOGIST', professionalId: ID })}`
const NOW = '2026-11-23T12:00:00.000Z'
const TEMPLATE = '<!doctype html><html lang="pt-BR"><head><title>Acolhe</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>'

const openTimes = {
  professionalAvailability: {
    in_person_available: false,
    price: professional.price,
    series_options: [],
    availability: [
      {
        date: '2026-12-01',
        week_day: 2,
        hours: [
          {
            start_time: '2026-12-01T13:00:00.000Z',
            end_time: '2026-12-01T13:50:00.000Z',
            available_date_id: '0b7b2f6e-2c1d-4e5f-8a9b-1c2d3e4f5a6b',
            price: professional.price,
            social_rate: false,
          },
        ],
      },
    ],
  },
}

/** The answers the API gives step 2's first reads, in the order firstReadsOf lists them. */
function answersFor(me: { status: number; body: unknown }, professionalStatus = 200): FirstAnswer[] {
  const [meAddress = '', professionalAddress = '', openTimesAddress = ''] = firstReadsOf(stepTwo)
  return [
    { address: meAddress, status: me.status, body: JSON.stringify(me.body) },
    { address: professionalAddress, status: professionalStatus, body: JSON.stringify(professionalStatus === 200 ? professional : { message: 'Profissional não encontrado.' }) },
    { address: openTimesAddress, status: 200, body: JSON.stringify(openTimes) },
  ]
}
const visitor = { status: 401, body: { message: 'Não autenticado.', code: 'UNAUTHENTICATED' } }

/** What the page's answers element holds, as the browser would read it. */
function embeddedAnswers(html: string): unknown {
  const text = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)?.[1]
  if (text === undefined) throw new Error('no answers in the page')
  return JSON.parse(text)
}

describe('the pages the server renders per request', () => {
  it("reads step 2's three answers, and nothing for any other page", () => {
    expect(firstReadsOf(stepTwo)).toEqual(['/api/user/me', `/api/professional/${ID}`, `/api/public/available-dates/${ID}?include_availability=true`])
    expect(firstReadsOf('/agendamento')).toEqual([])
    expect(firstReadsOf(`/agendamento?d=${encodeWizardState({ step: 1, professionalType: 'PSYCHOLOGIST' })}`)).toEqual([])
    // A page the app renders (decision 110), and a home whose address names a tab (its list is not read first).
    expect(firstReadsOf('/admin/dashboard')).toEqual([])
    expect(firstReadsOf('/home?aba=all')).toEqual([])
  })

  it("renders step 2 for a visitor: the professional, the server's price and Brasília's hours, with the answers it came from", async () => {
    const answers = answersFor(visitor)
    const html = await renderPage(stepTwo, answers, TEMPLATE, NOW)
    if (html === null) throw new Error('step 2 was not rendered')
    expect(html).toContain('<div id="root" data-visitor-time-zone="America/Sao_Paulo">')
    expect(html).toContain('Marina Costa')
    expect(html).toContain('R$ 130,23 por consulta (R$ 123,45 + R$ 6,78 de custo operacional)')
    expect(html).toContain(uiBookingTexts.timeZoneNote)
    // The screen's title moved to <head>; the entry's script is still there.
    expect(html).toMatch(/<head><title>[^<]*Agend[^<]*<\/title><\/head>/)
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>')
    // The browser gets exactly the answers, and the typed "</script>" cannot end their element.
    expect(embeddedAnswers(html)).toEqual(answers)
    expect(html).not.toContain('</script><script>alert(1)')
  })

  it("renders a logged-in patient's hours in the zone of their profile, unmarked", async () => {
    const html = await renderPage(stepTwo, answersFor({ status: 200, body: { user: { ...patient, time_zone: 'Europe/Lisbon' } } }), TEMPLATE, NOW)
    if (html === null) throw new Error('step 2 was not rendered')
    expect(html).toContain('<div id="root">')
    expect(html).not.toContain('data-visitor-time-zone')
    expect(html).toContain(timeZoneTexts.wizardNote('Lisboa'))
  })

  it('leaves the page to the app when a read was refused (a professional not found)', async () => {
    expect(await renderPage(stepTwo, answersFor(visitor, 404), TEMPLATE, NOW)).toBeNull()
  })
})

/** A home's answers, by address, in the order firstReadsOf lists them; `changes` replaces some. */
function homeAnswers(path: string, bodies: Record<string, unknown>, statuses: Record<string, number> = {}): FirstAnswer[] {
  return firstReadsOf(path).map((address) => {
    const key = Object.keys(bodies).find((prefix) => address.startsWith(prefix))
    if (key === undefined) throw new Error(`no answer for ${address}`)
    return { address, status: statuses[key] ?? 200, body: JSON.stringify(bodies[key]) }
  })
}

// Today at 14:20 in Brasília, 5 h 20 min after NOW: its relative time becomes 'em 4 horas' at 12:20 UTC.
const today = {
  ...awaitingPayment,
  selected_date: '2026-11-23T17:20:00.000Z',
  status: 'CONFIRMED' as const,
  payment: 'DONE' as const,
  actions: sessionActions({ join: 'disabled', join_opens_at: '2026-11-23T17:10:00.000Z' }),
}
const sessionsPage = { data: [today], total: 1, statistic: { TODAY: 1, CREATED: 0, ALL: 1 } }
const patientBodies = {
  '/api/user/me/questionnaires': { time_zone: 'America/Sao_Paulo', data: [] },
  '/api/user/me': { user: patient },
  '/api/session-series/me': { data: [], total: 0 },
  '/api/waitlist/me': { entries: [], max_entries: 3, time_zone: 'America/Sao_Paulo' },
  '/api/session/me': sessionsPage,
}
const alert = {
  id: '4d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  patient: { id: awaitingPayment.user_id, first_name: 'Juliana', last_name: 'Souza' },
  session_id: awaitingPayment.id,
  session_date: '2026-11-20T13:00:00.000Z',
  instrument: 'PHQ9',
  created_at: '2026-11-20T14:00:00.000Z',
  email_sent_at: null,
  read_at: null,
  contact_requested_at: null,
}
const professionalBodies = {
  '/api/professional-private/me/onboarding': { availability_published: true, profile_complete: true, link_copied: true, listed: true },
  '/api/professional-private/me/questionnaire-alerts': { data: [alert] },
  '/api/professional-private/me/questionnaire-marks': { data: [] },
  '/api/professional-private/me': { professional: loggedInProfessional },
  '/api/session-series/me': { data: [], total: 0 },
  '/api/session/me': sessionsPage,
}

describe('the homes the server renders per request (decision 128)', () => {
  it("reads what each home shows first, and keeps neither (one person's, relative to now)", () => {
    expect(firstReadsOf('/home')).toEqual([
      '/api/user/me',
      '/api/session-series/me',
      '/api/waitlist/me',
      '/api/user/me/questionnaires',
      '/api/session/me?isMe=true&statistic=true&limit=8&page=1&tab=today',
    ])
    expect(firstReadsOf('/profissional/home')).toContain('/api/professional-private/me/questionnaire-alerts')
    expect(reusable('/home')).toBe(false)
    expect(reusable('/profissional/home')).toBe(false)
    expect(reusable(stepTwo)).toBe(true)
  })

  it("renders the patient's home with their consultation, the instant it was rendered at and the one the app takes over at", async () => {
    const answers = homeAnswers('/home', patientBodies)
    const html = await renderPage('/home', answers, TEMPLATE, NOW)
    if (html === null) throw new Error('the home was not rendered')
    expect(html).toContain(`<div id="root" data-rendered-at="${NOW}" data-take-over-at="2026-11-23T12:20:00.001Z">`)
    expect(html).toContain('Olá, Juliana!')
    expect(html).toContain('Camila Andrade')
    // Counted from the server's instant, not the machine's clock.
    expect(html).toContain('(em 5 horas)')
    expect(embeddedAnswers(html)).toEqual(answers)
    // A phone sees its menu button before the app runs: the width, not a script, hides it on wide screens.
    expect(html).toMatch(/<button[^>]*class="[^"]*app-frame-narrow-only[^"]*"[^>]*aria-label="Abrir menu"/)
    expect(html).toContain('@media (min-width: 48em) { .app-frame-narrow-only { display: none !important; } }')
  })

  it("renders the professional's home with the patient on the card and an unread safety alert", async () => {
    const html = await renderPage('/profissional/home', homeAnswers('/profissional/home', professionalBodies), TEMPLATE, NOW)
    if (html === null) throw new Error('the home was not rendered')
    expect(html).toContain('Paciente: Juliana Souza')
    expect(html).toContain('Alertas de questionários')
    expect(html).toContain(`data-take-over-at="2026-11-23T12:20:00.001Z"`)
  })

  it('takes over at once when the professional\'s card shows the room open (live presence)', async () => {
    const open = { ...today, actions: sessionActions({ room: true }) }
    const bodies = { ...professionalBodies, '/api/session/me': { ...sessionsPage, data: [open] } }
    const html = await renderPage('/profissional/home', homeAnswers('/profissional/home', bodies), TEMPLATE, NOW)
    expect(html).toContain(`data-take-over-at="${NOW}"`)
  })

  it('leaves the home to the app when nobody is logged in, for another kind of person, an incomplete sign-up or an authorization awaited', async () => {
    const unauthenticated = { message: 'Não autenticado.', code: 'UNAUTHENTICATED' }
    expect(await renderPage('/home', homeAnswers('/home', { ...patientBodies, '/api/user/me': unauthenticated }, { '/api/user/me': 401 }), TEMPLATE, NOW)).toBeNull()
    expect(await renderPage('/home', homeAnswers('/home', { ...patientBodies, '/api/user/me': { user: { ...patient, is_complete: false } } }), TEMPLATE, NOW)).toBeNull()
    const asPatient = homeAnswers('/profissional/home', { ...professionalBodies, '/api/professional-private/me': unauthenticated }, { '/api/professional-private/me': 401 })
    expect(await renderPage('/profissional/home', asPatient, TEMPLATE, NOW)).toBeNull()
    const awaiting = { ...professionalBodies, '/api/professional-private/me': { professional: { ...loggedInProfessional, authorized: false } } }
    expect(await renderPage('/profissional/home', homeAnswers('/profissional/home', awaiting), TEMPLATE, NOW)).toBeNull()
  })
})
