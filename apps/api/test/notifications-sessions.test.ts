import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { patients } from '../src/db/schema/people'
import { createAvailability, createClinic, createPatient, createProfessional, createService, createTelehealthConsent } from '../src/seed/factories'
import { smtpTransport, type MailTransport } from '../src/modules/email/mail-transport'
import { sendDueEmails } from '../src/modules/email/outbox-sender'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { parseIcs } from './helpers/ics'
import { deliverLocal, localVerdict, startLocalCheckout } from './helpers/payments'
import { startSmtpSink } from './helpers/smtp-sink'

// Clock: Monday 2026-11-23 09:00 Brasília. The psychologist works Wednesdays 08:00–12:00 (hybrid,
// with a clinic). Every email is sent over real SMTP and read back.
const NOW = '2026-11-23T12:00:00.000Z'
const WED_10 = '2026-11-25T13:00:00.000Z'
const WED_11 = '2026-11-25T14:00:00.000Z'

describe('consultation emails and reminders', () => {
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
    const clinic = await createClinic(db, { clinic: { name: 'Clínica Serena' } })
    const professional = await createProfessional(db, {
      clinicId: clinic.id,
      email: 'rita@exemplo.com',
      firstName: 'Rita',
      lastName: 'Moraes',
      serviceModality: 'HYBRID',
    })
    professionalId = professional.id
    serviceId = (await createService(db, { professionalType: professional.professionalType, sessionType: 'DEFAULT', valueCents: 15000 })).id
    await createAvailability(db, professional.id, [{ weekDay: 3, startTime: '0800', endTime: '1200' }])
  })
  afterAll(async () => {
    transport.close()
    await sink.close()
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

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

  async function bookAndPay(email: string, start = WED_10, isOnline = true) {
    const patient = await createPatient(app.database.db, { email, firstName: 'Joana', lastName: 'Prado' })
    // Consent to online care is not what these tests are about (decision 034).
    await createTelehealthConsent(app.database.db, { userId: patient.id, professionalId })
    const cookie = await logInAs(app, 'patient', email)
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie },
      payload: { professional_id: professionalId, service_id: serviceId, selected_date: start, is_online: isOnline, type: 'DEFAULT' },
    })
    expect(booked.statusCode).toBe(201)
    const sessionId: string = booked.json().id
    const paymentId = await startLocalCheckout(app, cookie, sessionId)
    expect((await deliverLocal(app, localVerdict(app, paymentId, true))).statusCode).toBe(200)
    return { patient, cookie, sessionId }
  }

  it('confirms to the patient and the professional, with the link, the 24 h rule and a calendar invite', async () => {
    const { sessionId } = await bookAndPay('joana@exemplo.com')
    const mails = await deliver()
    const [patientMail] = to(mails, 'joana@exemplo.com')
    const [professionalMail] = to(mails, 'rita@exemplo.com')
    expect(patientMail?.subject).toBe('Consulta confirmada: 25/11/2026 às 10:00')
    expect(patientMail?.text).toContain('Sua consulta com Rita Moraes está confirmada para 25/11/2026 às 10:00 (horário de Brasília).')
    expect(patientMail?.text).toMatch(/Entre pelo link: https:\/\/meet\.jit\.si\/\S+/)
    expect(patientMail?.text).toContain('gratuito até 24 horas antes')
    expect(patientMail?.text).toContain('http://localhost:3000/home')
    expect(professionalMail?.subject).toBe('Nova consulta confirmada: 25/11/2026 às 10:00')
    expect(professionalMail?.text).toContain('Joana Prado confirmou uma consulta com você')
    const ics = invite(patientMail)
    expect(ics).toMatchObject({ METHOD: 'REQUEST', UID: `sessao-${sessionId}@acolhe`, SEQUENCE: '0', DTSTART: '20261125T130000Z', DTEND: '20261125T135000Z', STATUS: 'CONFIRMED' })
    expect(ics?.LOCATION).toMatch(/^https:\/\/meet\.jit\.si\//)
    expect(invite(professionalMail)?.UID).toBe(`sessao-${sessionId}@acolhe`)
    // A replayed webhook mails nothing more.
    expect(await deliver()).toHaveLength(0)
  })

  it('reschedules and switches modality with an updated invite, then cancels with a CANCEL invite and the refund', async () => {
    const { cookie, sessionId } = await bookAndPay('lucas@exemplo.com', WED_11)
    await deliver()
    const moved = await app.inject({ method: 'PATCH', url: `/api/session/${sessionId}/date`, headers: { cookie }, payload: { selected_date: '2026-12-02T13:00:00.000Z' } })
    expect(moved.statusCode).toBe(200)
    let mails = await deliver()
    expect(to(mails, 'lucas@exemplo.com')[0]?.subject).toBe('Consulta remarcada para 02/12/2026 às 10:00')
    expect(invite(to(mails, 'lucas@exemplo.com')[0])).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '1', DTSTART: '20261202T130000Z' })
    expect(to(mails, 'rita@exemplo.com')[0]?.text).toContain('foi remarcada para 02/12/2026 às 10:00')

    const inPerson = await app.inject({ method: 'PATCH', url: `/api/session/${sessionId}/modality`, headers: { cookie }, payload: { is_online: false } })
    expect(inPerson.statusCode).toBe(200)
    mails = await deliver()
    expect(to(mails, 'lucas@exemplo.com')[0]?.subject).toBe('Modalidade da consulta alterada')
    expect(to(mails, 'lucas@exemplo.com')[0]?.text).toContain('Consulta presencial em')
    expect(invite(to(mails, 'lucas@exemplo.com')[0])?.SEQUENCE).toBe('2')

    const cancelled = await app.inject({ method: 'PATCH', url: `/api/session/${sessionId}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    expect(cancelled.statusCode).toBe(200)
    mails = await deliver()
    const patientMail = to(mails, 'lucas@exemplo.com')[0]
    expect(patientMail?.subject).toBe('Consulta cancelada: 02/12/2026 às 10:00')
    expect(patientMail?.text).toContain('foi cancelada pelo paciente')
    expect(patientMail?.text).toContain('O valor de R$ 155,00 voltou para o seu saldo')
    expect(invite(patientMail)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '3', UID: `sessao-${sessionId}@acolhe` })
    expect(to(mails, 'rita@exemplo.com')[0]?.text).toContain('O horário voltou a ficar disponível')
  })

  it('tells the patient when a late cancellation returns nothing', async () => {
    const { cookie, sessionId } = await bookAndPay('tarde@exemplo.com', '2026-11-25T11:00:00.000Z')
    await deliver()
    app.clock.set('2026-11-24T12:00:00.000Z')
    await app.inject({ method: 'PATCH', url: `/api/session/${sessionId}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    const [mail] = to(await deliver(), 'tarde@exemplo.com')
    expect(mail?.text).toContain('menos de 24 horas de antecedência, o valor não foi devolvido')
  })

  it('loses no confirmation when the mail server is down during the booking', async () => {
    const down = await startSmtpSink()
    const port = down.port
    await down.close()
    const deadTransport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Acolhe <nao-responda@acolhe.local>')
    try {
      await bookAndPay('sem.smtp@exemplo.com', '2026-12-09T11:00:00.000Z')
      expect(await sendDueEmails(app.deps, deadTransport)).toBe(0)
      const back = await startSmtpSink(port)
      try {
        app.clock.advance(60_000)
        await sendDueEmails(app.deps, deadTransport)
        expect(to(back.received, 'sem.smtp@exemplo.com').map((m) => m.subject)).toEqual(['Consulta confirmada: 09/12/2026 às 08:00'])
      } finally {
        await back.close()
      }
    } finally {
      deadTransport.close()
    }
  })

  it('mails a refused payment to the patient only', async () => {
    const patient = await createPatient(app.database.db, { email: 'recusa@exemplo.com', firstName: 'Caio' })
    await createTelehealthConsent(app.database.db, { userId: patient.id, professionalId })
    const cookie = await logInAs(app, 'patient', patient.email)
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie },
      payload: { professional_id: professionalId, service_id: serviceId, selected_date: '2026-12-09T13:00:00.000Z', is_online: true, type: 'DEFAULT' },
    })
    const paymentId = await startLocalCheckout(app, cookie, booked.json().id)
    await deliverLocal(app, localVerdict(app, paymentId, false))
    const mails = await deliver()
    expect(mails.map((m) => m.subject)).toEqual(['Pagamento recusado'])
    expect(mails[0]?.text).toContain('Realizar pagamento')
  })

  it('sends the 48 h and 1 h reminders once each, and none to a patient who turned them off', async () => {
    await bookAndPay('lembrete@exemplo.com', '2026-12-16T13:00:00.000Z')
    const quiet = await bookAndPay('quieto@exemplo.com', '2026-12-16T14:00:00.000Z')
    await app.database.db.update(patients).set({ remindersEnabled: false }).where(eq(patients.id, quiet.patient.id))
    await deliver()

    app.clock.set('2026-12-14T13:00:00.000Z')
    await runDueReminders(app.deps)
    let mails = await deliver()
    expect(to(mails, 'lembrete@exemplo.com').map((m) => m.subject)).toEqual(['Lembrete: consulta em 2 dias (16/12/2026 às 10:00)'])
    expect(to(mails, 'quieto@exemplo.com')).toHaveLength(0)
    expect(to(mails, 'rita@exemplo.com')).toHaveLength(1)
    await runDueReminders(app.deps)
    expect(await deliver()).toHaveLength(0)

    app.clock.set('2026-12-16T12:05:00.000Z')
    await runDueReminders(app.deps)
    mails = await deliver()
    expect(to(mails, 'lembrete@exemplo.com').map((m) => m.subject)).toEqual(['Lembrete: consulta em 1 hora (16/12/2026 às 10:00)'])
    // The 11:00 session's confirm/cancel reminder came due while the server was away (runs were skipped)
    // and is stale now: the free cancellation it offers closed, so it is dropped.
    expect(to(mails, 'rita@exemplo.com').map((m) => m.subject)).toEqual(['Lembrete: consulta em 1 hora (16/12/2026 às 10:00)'])

    app.clock.set('2026-12-16T13:05:00.000Z')
    await runDueReminders(app.deps)
    mails = await deliver()
    expect(to(mails, 'rita@exemplo.com').map((m) => m.subject)).toEqual(['Lembrete: consulta em 1 hora (16/12/2026 às 11:00)'])
    expect(to(mails, 'quieto@exemplo.com')).toHaveLength(0)
  })
})
