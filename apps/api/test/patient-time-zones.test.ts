import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAvailability, createPatient, createProfessional, createService, createTelehealthConsent } from '../src/seed/factories'
import { smtpTransport, type MailTransport } from '../src/modules/email/mail-transport'
import { sendDueEmails } from '../src/modules/email/outbox-sender'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { reminderLinks } from '../src/modules/notifications/reminder-link-urls'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { parseIcs } from './helpers/ics'
import { deliverLocal, localVerdict, startLocalCheckout } from './helpers/payments'
import { startSmtpSink } from './helpers/smtp-sink'

// Patients abroad (decision 044). Clock: Saturday 06/03/2027 09:00 in Brasília. The psychologist works
// Tuesdays 08:00–12:00 Brasília time, so the same weekly hour, 11:00 in Brasília (14:00 UTC; Brazil has
// no DST), crosses two clock changes: New York's (second Sunday of March, 14/03/2027) and Europe's (last
// Sunday of March, 28/03/2027).
const NOW = '2027-03-06T12:00:00.000Z'
const tuesday11 = (day: string) => `2027-03-${day}T14:00:00.000Z`

describe('patient time zones', () => {
  let app: TestApp
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let transport: MailTransport
  let professionalId: string
  let serviceId: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    sink = await startSmtpSink()
    transport = smtpTransport(sink.url, 'Acolhe <nao-responda@acolhe.local>')
    const db = app.database.db
    const professional = await createProfessional(db, { email: 'helena@exemplo.com', firstName: 'Helena', lastName: 'Castro', serviceModality: 'FULL_REMOTE' })
    professionalId = professional.id
    serviceId = (await createService(db, { professionalType: professional.professionalType, sessionType: 'DEFAULT', valueCents: 15000 })).id
    await createAvailability(db, professional.id, [{ weekDay: 2, startTime: '0800', endTime: '1200' }])
  })
  afterAll(async () => {
    transport.close()
    await sink.close()
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  const signUp = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user', payload })
  async function deliver(): Promise<ParsedMail[]> {
    const before = sink.received.length
    await sendDueEmails(app.deps, transport)
    return sink.received.slice(before)
  }
  const to = (mails: ParsedMail[], address: string) => mails.filter((m) => m.to && 'text' in m.to && m.to.text === address)
  const invite = (mail: ParsedMail | undefined) => {
    const attachment = mail?.attachments.find((a) => a.filename === 'consulta.ics')
    return attachment ? parseIcs(attachment.content.toString('utf8')) : undefined
  }

  async function patientIn(email: string, timeZone: string) {
    const patient = await createPatient(app.database.db, { email, firstName: 'Joana', lastName: 'Prado', timeZone })
    await createTelehealthConsent(app.database.db, { userId: patient.id, professionalId })
    return { patient, cookie: await logInAs(app, 'patient', email) }
  }
  async function bookAndPay(cookie: string, start: string) {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie },
      payload: { professional_id: professionalId, service_id: serviceId, selected_date: start, is_online: true, type: 'DEFAULT' },
    })
    expect(booked.statusCode).toBe(201)
    const paymentId = await startLocalCheckout(app, cookie, booked.json().id)
    expect((await deliverLocal(app, localVerdict(app, paymentId, true))).statusCode).toBe(200)
    return booked.json().id as string
  }

  describe('the profile field', () => {
    it('keeps the zone sent at sign-up, and Brasília when none is sent', async () => {
      const lisbon = await signUp({ email: 'cadastro.lisboa@exemplo.com', password: 'Senha@123', time_zone: 'Europe/Lisbon' })
      expect(lisbon.statusCode).toBe(201)
      expect(lisbon.json().user.time_zone).toBe('Europe/Lisbon')
      const plain = await signUp({ email: 'cadastro.brasil@exemplo.com', password: 'Senha@123' })
      expect(plain.json().user.time_zone).toBe('America/Sao_Paulo')
    })

    it('refuses a zone the time-zone database does not know, with code and Portuguese message', async () => {
      for (const time_zone of ['Europe/Atlantis', 'GMT-3', '-03:00', 'Lisboa', '', 42]) {
        const refused = await signUp({ email: `recusa.${String(time_zone).length}@exemplo.com`, password: 'Senha@123', time_zone })
        expect(refused.statusCode, String(time_zone)).toBe(400)
        expect(refused.json()).toEqual({ code: 'VALIDATION', message: 'Fuso horário inválido. Escolha um fuso da lista.' })
      }
    })

    it('is edited in the profile, validated there too, and left alone when not sent', async () => {
      const { patient, cookie } = await patientIn('perfil@exemplo.com', 'America/Sao_Paulo')
      const edit = (payload: Record<string, unknown>) =>
        app.inject({ method: 'PATCH', url: `/api/user/${patient.id}`, headers: { cookie }, payload: { first_name: 'Joana', ...payload } })
      const moved = await edit({ time_zone: 'Asia/Tokyo' })
      expect(moved.statusCode).toBe(200)
      expect(moved.json().user.time_zone).toBe('Asia/Tokyo')
      const refused = await edit({ time_zone: 'Asia/Nowhere' })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ code: 'VALIDATION', message: 'Fuso horário inválido. Escolha um fuso da lista.' })
      expect((await edit({})).json().user.time_zone).toBe('Asia/Tokyo')
      const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })
      expect(me.json().user.time_zone).toBe('Asia/Tokyo')
    })
  })

  it('mails a Lisbon patient 14:00 one week and 15:00 the next (Europe’s change), Brasília beside it; the professional reads Brasília', async () => {
    const { cookie } = await patientIn('lisboa@exemplo.com', 'Europe/Lisbon')
    const before = await bookAndPay(cookie, tuesday11('23'))
    const after = await bookAndPay(cookie, tuesday11('30'))
    const mails = await deliver()
    const patientMails = to(mails, 'lisboa@exemplo.com')
    expect(patientMails.map((m) => m.subject)).toEqual(['Consulta confirmada: 23/03/2027 às 14:00 em Lisboa', 'Consulta confirmada: 30/03/2027 às 15:00 em Lisboa'])
    expect(patientMails[0]?.text).toContain('Sua consulta com Helena Castro está confirmada para 23/03/2027 às 14:00 em Lisboa (11:00 em Brasília).')
    expect(patientMails[1]?.text).toContain('Sua consulta com Helena Castro está confirmada para 30/03/2027 às 15:00 em Lisboa (11:00 em Brasília).')
    // The invite's start is a UTC instant either way: calendar apps place it on their own clock.
    expect(invite(patientMails[0])).toMatchObject({ DTSTART: '20270323T140000Z', DTEND: '20270323T145000Z' })
    expect(invite(patientMails[1])).toMatchObject({ DTSTART: '20270330T140000Z', DTEND: '20270330T145000Z' })
    expect(invite(patientMails[1])?.DESCRIPTION).toContain('30/03/2027 às 15:00 em Lisboa (11:00 em Brasília)')
    const professionalMails = to(mails, 'helena@exemplo.com')
    expect(professionalMails.map((m) => m.subject)).toEqual(['Nova consulta confirmada: 23/03/2027 às 11:00', 'Nova consulta confirmada: 30/03/2027 às 11:00'])
    expect(professionalMails[1]?.text).toContain('para 30/03/2027 às 11:00 (horário de Brasília).')
    expect(professionalMails[1]?.text).not.toContain('Lisboa')

    // The session answers say which zone each viewer reads them in.
    const mine = await app.inject({ method: 'GET', url: `/api/session/${before}`, headers: { cookie } })
    expect(mine.json()).toMatchObject({ selected_date: tuesday11('23'), time_zone: 'Europe/Lisbon' })
    const theirs = await app.inject({ method: 'GET', url: `/api/session/${after}`, headers: { cookie: await logInAs(app, 'professional', 'helena@exemplo.com') } })
    expect(theirs.json()).toMatchObject({ selected_date: tuesday11('30'), time_zone: 'America/Sao_Paulo' })
  })

  it('mails a New York patient 09:00 then 10:00 across the US change, in confirmations, reminders and the cancellation', async () => {
    const { cookie } = await patientIn('novayork@exemplo.com', 'America/New_York')
    await bookAndPay(cookie, tuesday11('09'))
    const second = await bookAndPay(cookie, tuesday11('16'))
    const confirmations = to(await deliver(), 'novayork@exemplo.com')
    expect(confirmations.map((m) => m.subject)).toEqual(['Consulta confirmada: 09/03/2027 às 09:00 em Nova York', 'Consulta confirmada: 16/03/2027 às 10:00 em Nova York'])
    expect(confirmations[1]?.text).toContain('16/03/2027 às 10:00 em Nova York (11:00 em Brasília)')
    expect(invite(confirmations[1])).toMatchObject({ DTSTART: '20270316T140000Z' })

    app.clock.set('2027-03-14T14:00:00.000Z')
    await runDueReminders(app.deps)
    const reminder = to(await deliver(), 'novayork@exemplo.com')
    expect(reminder.map((m) => m.subject)).toEqual(['Lembrete: consulta em 2 dias (16/03/2027 às 10:00 em Nova York)'])
    expect(reminder[0]?.text).toContain('16/03/2027 às 10:00 em Nova York (11:00 em Brasília)')
    // Until when cancelling is free, on the patient's clock too.
    expect(reminder[0]?.text).toContain('cancele sem custo até 15/03/2027 às 10:00 em Nova York (11:00 em Brasília)')

    await app.inject({ method: 'PATCH', url: `/api/session/${second}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    const cancelled = to(await deliver(), 'novayork@exemplo.com')
    expect(cancelled[0]?.subject).toBe('Consulta cancelada: 16/03/2027 às 10:00 em Nova York')
    expect(invite(cancelled[0])).toMatchObject({ METHOD: 'CANCEL', DTSTART: '20270316T140000Z' })
  })

  it('gives a Lisbon patient the checkout page and the reminder link page in Lisbon time, Brasília beside it (one wording)', async () => {
    const NINE_IN_BRASILIA = '2027-03-23T12:00:00.000Z'
    const { cookie } = await patientIn('checkout.lisboa@exemplo.com', 'Europe/Lisbon')
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie },
      payload: { professional_id: professionalId, service_id: serviceId, selected_date: NINE_IN_BRASILIA, is_online: true, type: 'DEFAULT' },
    })
    expect(booked.statusCode).toBe(201)
    const sessionId = booked.json().id as string
    const paymentId = await startLocalCheckout(app, cookie, sessionId)
    const page = (await app.inject({ method: 'GET', url: `/api/payments/local/${paymentId}` })).json()
    // The provider's page names the consultation as the wizard did ('12:00 em Lisboa'), never a bare Brasília hour.
    expect(page).toMatchObject({ description: 'Consulta Acolhe em 23/03/2027 às 12:00 em Lisboa (09:00 em Brasília)', time_zone: 'Europe/Lisbon' })
    const session = (await app.inject({ method: 'GET', url: `/api/session/${sessionId}`, headers: { cookie } })).json()
    expect(page.expires_at).toBe(session.checkout_expires_at)

    expect((await deliverLocal(app, localVerdict(app, paymentId, true))).statusCode).toBe(200)
    const links = reminderLinks(app.deps.config, { id: sessionId, selectedDate: new Date(NINE_IN_BRASILIA) })
    const confirmed = await app.inject({ method: 'POST', url: '/api/reminder-links/use', payload: { token: new URL(links.confirm).searchParams.get('token') } })
    expect(confirmed.json().message).toBe('Obrigado! Avisamos que você vai à consulta de 23/03/2027 às 12:00 em Lisboa (09:00 em Brasília).')
  })

  it('keeps the Brasília wording, unchanged, for a patient in Brasília', async () => {
    const { cookie } = await patientIn('brasilia@exemplo.com', 'America/Sao_Paulo')
    await bookAndPay(cookie, tuesday11('23').replace('14:00', '13:00'))
    const [mail] = to(await deliver(), 'brasilia@exemplo.com')
    expect(mail?.subject).toBe('Consulta confirmada: 23/03/2027 às 10:00')
    expect(mail?.text).toContain('confirmada para 23/03/2027 às 10:00 (horário de Brasília).')
    expect(mail?.text).not.toContain('em Brasília)')
  })
})
