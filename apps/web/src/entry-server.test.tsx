import { describe, expect, it } from 'vitest'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import type { FirstAnswer } from '@acolhe/shared/page-rendering'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { uiBookingTexts } from '@acolhe/shared/texts/ui-booking'
import { encodeWizardState } from './features/booking/lib/wizard-state'
import { firstReadsOf, renderPage } from './entry-server'
import { patient } from './test/people'
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
    // A home has first reads too, but the app renders it (decision 110): not the server.
    expect(firstReadsOf('/home')).toEqual([])
  })

  it("renders step 2 for a visitor: the professional, the server's price and Brasília's hours, with the answers it came from", async () => {
    const answers = answersFor(visitor)
    const html = await renderPage(stepTwo, answers, TEMPLATE)
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
    const html = await renderPage(stepTwo, answersFor({ status: 200, body: { user: { ...patient, time_zone: 'Europe/Lisbon' } } }), TEMPLATE)
    if (html === null) throw new Error('step 2 was not rendered')
    expect(html).toContain('<div id="root">')
    expect(html).not.toContain('data-visitor-time-zone')
    expect(html).toContain(timeZoneTexts.wizardNote('Lisboa'))
  })

  it('leaves the page to the app when a read was refused (a professional not found)', async () => {
    expect(await renderPage(stepTwo, answersFor(visitor, 404), TEMPLATE)).toBeNull()
  })
})
