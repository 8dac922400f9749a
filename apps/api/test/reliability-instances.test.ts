import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceEntries, paymentEvents, payments } from '../src/db/schema/payments'
import { sessions } from '../src/db/schema/sessions'
import { buildLocalEvent, localWebhookSecret } from '../src/integrations/payments/local-provider'
import { DEFAULT_PASSWORD } from '../src/seed/factories'
import { seedLoadData } from './helpers/booking-load'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { httpClient, startServerProcess, type ServerProcess } from './helpers/server-process'

// Two API processes on one PostgreSQL database, as a load balancer would run them.
describe.runIf(hasPostgresServer)('races across two server instances (PostgreSQL)', () => {
  const SECRET = 'z'.repeat(64)
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let servers: ServerProcess[] = []
  let data: Awaited<ReturnType<typeof seedLoadData>>

  beforeAll(async () => {
    database = await createTestDatabase({ forcePostgres: true })
    data = await seedLoadData(database.db, 40, 1)
    const env = { DATABASE_URL: database.url ?? '', DATA_DIR: '/tmp/acolhe-instances', SESSION_SECRET: SECRET }
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)])
  }, 120_000)
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')))
    await database.close()
  })

  const instance = (i: number) => servers[i % 2] as ServerProcess

  async function openHoursOf(professionalId: string): Promise<string[]> {
    const open = await httpClient(instance(0).baseUrl)('GET', `/api/public/available-dates/${professionalId}`)
    const days = (open.json as { professionalAvailability: { availability: { hours: { start_time: string }[] }[] } }).professionalAvailability.availability
    return days.flatMap((d) => d.hours.map((h) => h.start_time))
  }

  async function loggedIn(email: string, i: number) {
    const call = httpClient(instance(i).baseUrl)
    expect((await call('POST', '/api/user/login', { email, password: DEFAULT_PASSWORD })).status).toBe(200)
    return call
  }

  it('200 booking attempts for 5 hours (weeks ahead, so a cancellation is free): at most one live session per hour, every loser 409, no 5xx', async () => {
    const professionalId = data.professionalIds[0] ?? ''
    const hours = (await openHoursOf(professionalId)).slice(-5)
    expect(hours).toHaveLength(5)
    const clients = await Promise.all(data.emails.map((email, i) => loggedIn(email, i)))
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const call = clients[i % clients.length]
      return call?.('POST', '/api/session', { professional_id: professionalId, selected_date: hours[i % hours.length], is_online: true, type: 'DEFAULT' })
    })
    const statuses = (await Promise.all(attempts)).map((r) => r?.status ?? 0)
    const won = statuses.filter((s) => s === 201).length
    expect(statuses.filter((s) => s >= 500 || s === 0)).toEqual([])
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    expect(won).toBe(5)
    const rows = await database.db.select().from(sessions).where(eq(sessions.professionalId, professionalId))
    const live = rows.filter((r) => r.status !== 'CANCELLED')
    expect(new Set(live.map((r) => r.selectedDate.toISOString())).size).toBe(live.length)
    console.info(`instances race: 200 booking attempts on 2 instances → ${won} booked, ${statuses.filter((s) => s === 409).length} × 409`)
  }, 120_000)

  it('the same webhook delivered 10 times to both instances at once applies once; concurrent cancellations credit once', async () => {
    // Its own booking, weeks ahead (a cancellation is free), on an hour the other test never takes.
    const professionalId = data.professionalIds[0] ?? ''
    const hour = (await openHoursOf(professionalId)).at(-6)
    const patientCall = await loggedIn(data.emails[0] ?? '', 1)
    const booked = await patientCall('POST', '/api/session', { professional_id: professionalId, selected_date: hour, is_online: true, type: 'DEFAULT' })
    expect(booked.status).toBe(201)
    const session = booked.json as { id: string }
    const checkout = await patientCall('GET', `/api/session/${session.id}/checkout-url`)
    const paymentId = /\/pagamento\/local\/([0-9a-f-]{36})/.exec(String((checkout.json as { url: string }).url))?.[1] ?? ''
    const event = buildLocalEvent(localWebhookSecret(SECRET), { paymentId, approved: true, method: 'PIX', now: new Date() })
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${instance(i).baseUrl}/api/webhooks/local`, { method: 'POST', headers: { ...event.headers, 'content-type': 'application/json' }, body: JSON.stringify(event.body) }),
      ),
    )
    expect(deliveries.every((r) => r.status === 200)).toBe(true)
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(payment?.status).toBe('DONE')
    const stored = await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.body.id))
    expect(stored).toHaveLength(1)

    const cancels = await Promise.all(
      Array.from({ length: 6 }, () => patientCall('PATCH', `/api/session/${session.id}/status`, { status: 'CANCELLED' })),
    )
    const cancelStatuses = cancels.map((c) => c.status)
    expect(cancelStatuses.filter((s) => s === 200)).toHaveLength(1)
    expect(cancelStatuses.every((s) => s === 200 || s === 422)).toBe(true)
    const credits = await database.db.select().from(balanceEntries).where(eq(balanceEntries.sessionId, session.id))
    expect(credits.filter((c) => c.reason === 'CANCELLATION_REFUND')).toHaveLength(1)
    console.info('instances race: 10 concurrent webhook deliveries applied once; 6 concurrent cancellations credited once')
  }, 120_000)
})
