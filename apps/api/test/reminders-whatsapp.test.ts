import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, type Database } from '../src/db/client'
import { reminderChannelConsents, whatsappOutbox } from '../src/db/schema/reminders'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { notifySessionChange } from '../src/modules/notifications/session-notifications'
import { sendDueWhatsApp } from '../src/modules/whatsapp-reminders/whatsapp-sender'
import { createCloudApiProvider } from '../src/integrations/whatsapp/cloud-api-provider'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { startFakeWhatsApp, type FakeWhatsApp } from './helpers/fake-whatsapp'

// WhatsApp reminders against a local fake of the Cloud API. The clock is pinned at Monday 2026-11-23
// 12:00 UTC; every test books its own consultations for its own patients (each with a number of their own).
const NOW = '2026-11-23T12:00:00.000Z'
// Words a message seen on a locked screen must never carry (a specialty, a treatment, a diagnosis).
const REVEALING = /psic[oó]l|psiquiatr|terapi|sa[uú]de mental|ansiedade|depress|transtorno|diagn[oó]stic|consult[oó]rio/i

describe('WhatsApp reminders', () => {
  let fake: FakeWhatsApp
  let app: TestApp
  /** A second instance of the server on the same database (a second pool on PostgreSQL). */
  let second: { database: Database; owned: boolean }
  let phones = 0

  beforeAll(async () => {
    fake = await startFakeWhatsApp()
    app = await createTestApp({ now: NOW, config: { whatsapp: fake.config } })
    const url = (app.database as Database & { url?: string }).url
    second = url ? { database: await openPostgres(url, 4), owned: true } : { database: app.database, owned: false }
  })
  afterAll(async () => {
    if (second.owned) await second.database.close()
    await app.close()
    await fake.close()
  })

  const provider = () => createCloudApiProvider(fake.config)
  const instances = () => [app.deps, { ...app.deps, db: second.database.db }]

  /** A confirmed consultation at `start` of a fresh patient with their own phone; their cookie. */
  async function booked(start: string, professionalType: 'PSYCHOLOGIST' | 'PSYCHIATRIST' = 'PSYCHOLOGIST') {
    const db = app.database.db
    phones += 1
    const phoneNumber = `119${String(70000000 + phones).padStart(8, '0')}`
    const patient = await createPatient(db, { phoneNumber })
    const professional = await createProfessional(db, { professionalType, firstName: 'Joana', lastName: 'Prado' })
    const service = await createService(db, { professionalType })
    const session = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(start), status: 'CONFIRMED', payment: 'DONE' })
    await db.transaction((tx) => notifySessionChange(app.deps, tx, session.id, { kind: 'confirmed' }))
    const cookie = await logInAs(app, 'patient', patient.email)
    return { patient, session, cookie, to: `55${phoneNumber}` }
  }

  const choose = (cookie: string, enabled: boolean) =>
    app.inject({ method: 'PUT', url: '/api/user/me/reminder-channels/whatsapp', headers: { cookie }, payload: { enabled } })
  const sentTo = (to: string) => fake.sent.filter((message) => message.to === to)

  it('sends the template once per reminder while two instances run the job and the sender at the same time', async () => {
    app.clock.set(NOW)
    const people = []
    for (let i = 0; i < 4; i += 1) people.push(await booked(`2026-12-02T${String(13 + i).padStart(2, '0')}:00:00.000Z`, i % 2 ? 'PSYCHIATRIST' : 'PSYCHOLOGIST'))
    for (const person of people) expect((await choose(person.cookie, true)).statusCode).toBe(200)

    app.clock.set('2026-11-30T17:00:00.000Z') // every 48 h (confirm/cancel) reminder is due
    await Promise.all(instances().map((deps) => runDueReminders(deps)))
    await Promise.all(instances().map((deps) => sendDueWhatsApp(deps, provider())))
    // Run again, as the next tick of each instance would: nothing more goes out.
    await Promise.all(instances().map((deps) => runDueReminders(deps)))
    await Promise.all(instances().map((deps) => sendDueWhatsApp(deps, provider())))

    for (const person of people) {
      const messages = sentTo(person.to)
      expect(messages).toHaveLength(1)
      expect(messages[0]).toMatchObject({ messaging_product: 'whatsapp', type: 'template', template: { name: 'lembrete_consulta', language: { code: 'pt_BR' } } })
      const [row] = await app.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.patientId, person.patient.id))
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, providerMessageId: expect.stringMatching(/^wamid\./) })
    }
    const first = sentTo(people[0]!.to)[0]!
    expect(first.template.components[0]).toEqual({ type: 'body', parameters: [{ type: 'text', text: 'depois de amanhã' }, { type: 'text', text: '10:00' }] })
  })

  it('sends nothing without the patient opting in, and records the opt-in with its time', async () => {
    app.clock.set(NOW)
    const person = await booked('2026-12-03T13:00:00.000Z')
    const channels = await app.inject({ url: '/api/user/me/reminder-channels', headers: { cookie: person.cookie } })
    expect(channels.json()).toEqual({ whatsapp: { available: true, enabled: false, has_phone: true, opted_in_at: null, opted_out_at: null } })

    app.clock.set('2026-12-01T14:00:00.000Z') // its 48 h reminder
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(0)

    app.clock.set('2026-12-03T11:30:00.000Z')
    const on = await choose(person.cookie, true)
    expect(on.json().whatsapp).toMatchObject({ enabled: true, opted_in_at: '2026-12-03T11:30:00.000Z' })
    // The consent is part of what the patient downloads (LGPD).
    const exported = await app.inject({ url: '/api/user/me/export', headers: { cookie: person.cookie } })
    expect(exported.json().reminder_channels).toEqual([{ channel: 'WHATSAPP', enabled: true, opted_in_at: '2026-12-03T11:30:00.000Z', opted_out_at: null, opted_out_via: null }])
    // The 1 h reminder offers no 'Não poderei ir' (cancelling then returns nothing): by email only.
    app.clock.set('2026-12-03T12:05:00.000Z')
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(0)
    // The patient's next consultation: its confirm/cancel reminder now goes by WhatsApp too.
    const db = app.database.db
    const next = await createSession(db, { userId: person.patient.id, professionalId: person.session.professionalId, serviceId: person.session.serviceId, selectedDate: new Date('2026-12-10T13:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE' })
    await db.transaction((tx) => notifySessionChange(app.deps, tx, next.id, { kind: 'confirmed' }))
    app.clock.set('2026-12-08T13:05:00.000Z')
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(1)
    expect(sentTo(person.to)[0]?.template.components[0]?.parameters[0]?.text).toBe('depois de amanhã')
  })

  it("honours the patient's 'PARAR' reply (signed webhook) and records the opt-out with its time", async () => {
    app.clock.set(NOW)
    const person = await booked('2026-12-04T13:00:00.000Z')
    await choose(person.cookie, true)
    app.clock.set('2026-12-02T14:00:00.000Z')
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(1)

    const stop = fake.reply(person.to, { type: 'button', button: { payload: 'PARAR', text: 'PARAR' } })
    const forged = await app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' }, payload: stop.body })
    expect(forged.statusCode).toBe(401)
    expect((await app.inject({ url: '/api/user/me/reminder-channels', headers: { cookie: person.cookie } })).json().whatsapp.enabled).toBe(true)

    app.clock.set('2026-12-03T15:00:00.000Z')
    const signed = await app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': stop.signature }, payload: stop.body })
    expect(signed.statusCode).toBe(200)
    const [consent] = await app.database.db.select().from(reminderChannelConsents).where(eq(reminderChannelConsents.patientId, person.patient.id))
    expect(consent).toMatchObject({ enabled: false, optedOutVia: 'whatsapp_reply', optedOutAt: new Date('2026-12-03T15:00:00.000Z') })

    app.clock.set('2026-12-04T12:05:00.000Z') // the 1 h reminder goes by email only anyway
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(1)
  })

  it('a message queued before the patient switches WhatsApp off is not sent', async () => {
    app.clock.set(NOW)
    const person = await booked('2026-12-05T13:00:00.000Z')
    await choose(person.cookie, true)
    app.clock.set('2026-12-03T14:00:00.000Z')
    await runDueReminders(app.deps)
    fake.failNext() // the first try fails: the message stays queued for a retry
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(0)
    // Before the retry, the patient switches WhatsApp reminders off in the profile.
    expect((await choose(person.cookie, false)).json().whatsapp).toMatchObject({ enabled: false, opted_out_at: '2026-12-03T14:00:00.000Z' })
    app.clock.set('2026-12-03T15:00:00.000Z')
    await sendDueWhatsApp(app.deps, provider())
    expect(sentTo(person.to)).toHaveLength(0)
    const [row] = await app.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.patientId, person.patient.id))
    expect(row?.status).toBe('CANCELLED')
  })

  it('never names a specialty, a treatment or the professional in what it sends', async () => {
    app.clock.set(NOW)
    const people = [await booked('2026-12-06T13:00:00.000Z', 'PSYCHOLOGIST'), await booked('2026-12-06T13:00:00.000Z', 'PSYCHIATRIST')]
    for (const person of people) await choose(person.cookie, true)
    app.clock.set('2026-12-04T15:00:00.000Z')
    await runDueReminders(app.deps)
    app.clock.set('2026-12-06T12:30:00.000Z')
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    const sent = people.flatMap((person) => sentTo(person.to))
    expect(sent).toHaveLength(2)
    const rows = await app.database.db.select().from(whatsappOutbox).where(inArray(whatsappOutbox.patientId, people.map((person) => person.patient.id)))
    for (const text of [...sent.map((message) => JSON.stringify(message)), ...rows.map((row) => row.body)]) {
      expect(text).not.toMatch(REVEALING)
      expect(text).not.toMatch(/Joana|Prado/)
    }
    expect(rows.map((row) => row.body.slice(0, 50)).sort()).toEqual([
      'Sua consulta de depois de amanhã às 10:00 está con',
      'Sua consulta de depois de amanhã às 10:00 está con',
    ])
  })

  it("forgets the patient's number and words when the account is deleted (LGPD)", async () => {
    app.clock.set(NOW)
    const person = await booked('2026-12-07T13:00:00.000Z')
    await choose(person.cookie, true)
    app.clock.set('2026-12-05T14:00:00.000Z')
    await runDueReminders(app.deps)
    await sendDueWhatsApp(app.deps, provider())
    app.clock.set('2026-12-08T12:00:00.000Z') // after the consultation: the account may be deleted
    const deleted = await app.inject({ method: 'DELETE', url: '/api/user/me', headers: { cookie: person.cookie }, payload: { password: 'Acolhe123' } })
    expect(deleted.statusCode).toBe(204)
    const rows = await app.database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.patientId, person.patient.id))
    expect(rows.map((row) => ({ to: row.toPhone, body: row.body, status: row.status }))).toEqual([{ to: '', body: '', status: 'SENT' }])
    const [consent] = await app.database.db.select().from(reminderChannelConsents).where(eq(reminderChannelConsents.patientId, person.patient.id))
    expect(consent).toMatchObject({ enabled: false, optedOutVia: 'account_deleted' })
  })

  it('without configuration the channel is hidden, cannot be switched on and the webhook does not exist', async () => {
    const plain = await createTestApp({ now: NOW, database: app.database })
    try {
      const patient = await createPatient(app.database.db)
      const cookie = await logInAs(plain, 'patient', patient.email)
      expect((await plain.inject({ url: '/api/user/me/reminder-channels', headers: { cookie } })).json().whatsapp).toMatchObject({ available: false, enabled: false })
      const on = await plain.inject({ method: 'PUT', url: '/api/user/me/reminder-channels/whatsapp', headers: { cookie }, payload: { enabled: true } })
      expect(on.statusCode).toBe(422)
      expect(on.json().code).toBe('CHANNEL_UNAVAILABLE')
      expect((await plain.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: { entry: [] } })).statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('answers the subscription check only with the verify token', async () => {
    const check = (token: string) => app.inject({ url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=4242` })
    const good = await check('token-de-verificacao')
    expect(good.statusCode).toBe(200)
    expect(good.body).toBe('4242')
    expect((await check('errado')).statusCode).toBe(403)
  })
})
