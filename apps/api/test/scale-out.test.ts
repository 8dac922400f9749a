import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../src/db/schema/operations'
import { createPatient, createProfessional, createService, createSession, DEFAULT_PASSWORD } from '../src/seed/factories'
import { messageIdOf } from '../src/modules/email/message-id'
import { findDurabilityViolations, seedLoadData, type LoadRecord } from './helpers/booking-load'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { get, type IncomingMessage } from 'node:http'
import pg from 'pg'
import { haproxyPath, startHaproxy } from './helpers/haproxy'
import { pgbouncerPath, startPgbouncer } from './helpers/pgbouncer'
import { TINY_PNG } from './helpers/multipart'
import { httpClient, startServerProcess, type ServerProcess } from './helpers/server-process'
import { startSmtpSink } from './helpers/smtp-sink'

// Three API processes on one PostgreSQL database, through PgBouncer in session mode, behind a real
// HAProxy, both started from their production files in deploy/ (docs/operations.md, decisions 033, 072):
// a bounded load of sign-ups, photo uploads, logins, bookings and payments goes through the balancer,
// one instance is killed with SIGKILL half-way and started again, and afterwards everything answered 2xx
// is in the database, every photo is served by every instance, the rate limit holds across instances
// and each email went out once (one the killed instance was sending may go out again, same Message-ID). CI requires it (SCALE_OUT_REQUIRED=1); elsewhere it needs PostgreSQL
// (TEST_DATABASE_URL), HAProxy and PgBouncer.
const required = process.env.SCALE_OUT_REQUIRED === '1'
const INSTANCES = 3
const PATIENTS = 12
const BOOKINGS_EACH = 2
const SIGN_UPS = 6
const LIMIT = 4
const MAIL_FROM = 'Acolhe <nao-responda@acolhe.local>'

describe.runIf(hasPostgresServer && ((haproxyPath && pgbouncerPath) || required))('scale-out: three instances through PgBouncer behind HAProxy, one killed mid-traffic', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  let balancer: Awaited<ReturnType<typeof startHaproxy>>
  let pooler: Awaited<ReturnType<typeof startPgbouncer>>
  const servers: ServerProcess[] = []
  const dataDirs: string[] = []
  let env: Record<string, string>
  let data: Awaited<ReturnType<typeof seedLoadData>>

  beforeAll(async () => {
    database = await createTestDatabase({ forcePostgres: true })
    data = await seedLoadData(database.db, PATIENTS, 2)
    smtp = await startSmtpSink()
    pooler = await startPgbouncer(database.url ?? '')
    env = {
      DATABASE_URL: pooler.url,
      SESSION_SECRET: 's'.repeat(64),
      SMTP_URL: smtp.url,
      MAIL_FROM,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    }
    for (let i = 0; i < INSTANCES; i++) dataDirs.push(mkdtempSync(join(tmpdir(), `acolhe-scale-${i}-`)))
    servers.push(...(await Promise.all(dataDirs.map((dir) => startServerProcess({ ...env, DATA_DIR: dir })))))
    balancer = await startHaproxy(servers.map((server) => Number(new URL(server.baseUrl).port)))
  }, 180_000)

  afterAll(async () => {
    await balancer?.stop()
    await Promise.all(servers.map((server) => server.kill('SIGTERM')))
    await pooler?.stop()
    await smtp?.close()
    await database?.close()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('connections through PgBouncer get the planner settings the bench depends on (decision 062)', async () => {
    const client = new pg.Client({ connectionString: pooler.url })
    await client.connect()
    try {
      expect((await client.query<{ jit: string }>('show jit')).rows).toEqual([{ jit: 'off' }])
      expect((await client.query<{ random_page_cost: string }>('show random_page_cost')).rows).toEqual([{ random_page_cost: '1.1' }])
    } finally {
      await client.end()
    }
  })

  it("brings a patient's arrival in the waiting room to the professional on another instance within 2 s (decision 090)", async () => {
    // No REDIS_URL here: the fallback, each open stream reading its room from the database every second.
    const db = database.db
    const professional = await createProfessional(db, { email: `psi.sala.escala-${Date.now()}@exemplo.com`, serviceModality: 'FULL_REMOTE' })
    const patient = await createPatient(db, { email: `paciente.sala.escala-${Date.now()}@exemplo.com` })
    const service = await createService(db, { professionalType: professional.professionalType })
    // Starting in two minutes (the servers run on the real clock): the room is open.
    const session = await createSession(db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000),
      status: 'CONFIRMED',
      payment: 'DONE',
      meetsUrl: 'https://video.acolhe.example/acolhe-escala',
    })
    const [first, , third] = servers as [ServerProcess, ServerProcess, ServerProcess]
    const logIn = async (server: ServerProcess, path: string, email: string) => {
      const answer = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.90.0.1' },
        body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
      })
      expect(answer.status).toBe(200)
      return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    }
    const professionalCookie = await logIn(first, '/api/professional-private/login', professional.email)
    const patientCookie = await logIn(third, '/api/user/login', patient.email)

    // The professional's page holds the room's stream on the first instance (node:http without a pool:
    // undici keeps a spare connection open after an aborted stream, which holds the instance's shutdown)…
    const opened = get(`${first.baseUrl}/api/room/${session.id}/events`, { headers: { cookie: professionalCookie }, agent: false })
    const stream = await new Promise<IncomingMessage>((resolve, reject) => opened.once('response', resolve).once('error', reject))
    expect(stream.statusCode).toBe(200)
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    stream.setEncoding('utf8')
    type Seen = { patient: { here: boolean; camera: string | null } | null }
    const states: Seen[] = []
    let buffered = ''
    let wake: (() => void) | null = null
    stream.on('data', (chunk: string) => {
      buffered += chunk
      const events = buffered.split('\n\n')
      buffered = events.pop() ?? ''
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '))
        if (data) states.push(JSON.parse(data.slice('data: '.length)) as Seen)
      }
      wake?.()
    })
    /** The first room state the stream sent (or sends) that `matches`. */
    const nextState = async (matches: (state: Seen) => boolean): Promise<Seen> => {
      for (;;) {
        const found = states.find(matches)
        if (found) return found
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
    }
    try {
      expect((await nextState(() => true)).patient).toBeNull()
      // …and the patient arrives through the third.
      const sent = performance.now()
      const arrived = await fetch(`${third.baseUrl}/api/room/${session.id}/presence`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: patientCookie },
        body: JSON.stringify({ camera: 'OK', microphone: 'OK', speakers: 'OK', latency_ms: 30, throughput_kbps: 5000, audio_only: false }),
      })
      expect(arrived.status).toBe(200)
      const seen = await nextState((state) => state.patient?.here === true)
      const elapsed = performance.now() - sent
      expect(seen.patient?.camera).toBe('OK')
      expect(elapsed).toBeLessThan(2_000)
      console.info(`scale-out: a patient's arrival reached the professional's stream on another instance in ${Math.round(elapsed)} ms (database poll, no Redis)`)
    } finally {
      opened.destroy()
    }
  }, 60_000)

  it('keeps every 2xx, serves every photo everywhere, limits across instances, mails each email once (but one in flight at the kill)', async () => {
    if (!haproxyPath) throw new Error('SCALE_OUT_REQUIRED=1 but HAProxy is not installed (apt-get install -y haproxy)')
    let requests = 0
    let inFlight = 0
    let inFlightAtKill = 0
    let failures = 0
    let killed = false
    // From the kill until the operating system reports the process gone, a request can still be routed to
    // the dying instance and be cut: those count as exposed too (a loaded machine widens that window).
    let dying = false
    // Each virtual person comes from an address of its own, which HAProxy passes on (X-Forwarded-For).
    const clientFor = (n: number) => {
      const call = httpClient(balancer.baseUrl, { 'x-forwarded-for': `10.50.${Math.floor(n / 250)}.${1 + (n % 250)}` })
      return async (method: string, path: string, body?: unknown) => {
        requests += 1
        inFlight += 1
        if (dying) inFlightAtKill += 1
        try {
          const answer = await call(method, path, body)
          if (answer.status >= 500 || answer.status === 0) failures += 1
          return answer
        } finally {
          inFlight -= 1
        }
      }
    }

    const record: LoadRecord = { booked: [], checkedOut: [], paid: [], refused5xx: 0 }
    const photos: string[] = []
    const queue: { professionalId: string; start: string }[] = []
    for (const professionalId of data.professionalIds) {
      const open = await clientFor(9_000)('GET', `/api/public/available-dates/${professionalId}`)
      const days = (open.json as { professionalAvailability: { availability: { hours: { start_time: string }[] }[] } }).professionalAvailability.availability
      for (const start of days.flatMap((day) => day.hours.map((hour) => hour.start_time)).slice(-((PATIENTS * BOOKINGS_EACH) / 2))) queue.push({ professionalId, start })
    }
    const totalPayments = PATIENTS * BOOKINGS_EACH
    const victim = servers[1] as ServerProcess
    let restarted: Promise<void> = Promise.resolve()
    const maybeKill = () => {
      if (killed || record.paid.length < totalPayments / 2) return
      killed = true
      dying = true
      inFlightAtKill = inFlight
      victim.child.kill('SIGKILL')
      restarted = (async () => {
        await new Promise((resolve) => victim.child.once('exit', resolve))
        dying = false
        servers[1] = await startServerProcess({ ...env, DATA_DIR: dataDirs[1] ?? '' }, { port: Number(new URL(victim.baseUrl).port) })
      })()
    }

    const bookers = data.emails.map(async (email, n) => {
      const call = clientFor(n)
      if ((await call('POST', '/api/user/login', { email, password: DEFAULT_PASSWORD })).status !== 200) return
      for (;;) {
        const item = queue.shift()
        if (!item) return
        const booked = await call('POST', '/api/session', { professional_id: item.professionalId, selected_date: item.start, is_online: true, type: 'DEFAULT' })
        if (booked.status !== 201) continue
        const sessionId = (booked.json as { id: string }).id
        record.booked.push(sessionId)
        const checkout = await call('GET', `/api/session/${sessionId}/checkout-url`)
        const paymentId = /\/pagamento\/local\/([0-9a-f-]{36})/.exec(String((checkout.json as { url?: string } | null)?.url))?.[1]
        if (checkout.status !== 200 || !paymentId) continue
        record.checkedOut.push({ sessionId, paymentId })
        const paid = await call('POST', `/api/payments/local/${paymentId}/decision`, { approved: true, method: 'PIX' })
        if (paid.status === 200) record.paid.push(sessionId)
        maybeKill()
      }
    })
    const signUps = Array.from({ length: SIGN_UPS }, async (_, i) => {
      const call = clientFor(1_000 + i)
      const email = `escala-${Date.now()}-${i}@exemplo.com`
      const signUp = await call('POST', '/api/user', {
        email,
        password: DEFAULT_PASSWORD,
        first_name: 'Escala',
        last_name: 'Teste',
        birthday: '1990-01-01',
        phone_number: '11912345678',
        terms_accepted: true,
      })
      if (signUp.status !== 201) return
      const id = (signUp.json as { user: { id: string } }).user.id
      const form = new FormData()
      form.append('photo', new Blob([TINY_PNG], { type: 'image/png' }), 'eu.png')
      const uploaded = await call('POST', `/api/user/${id}/photo`, form)
      if (uploaded.status === 200) photos.push((uploaded.json as { user: { profile_photo_url: string } }).user.profile_photo_url)
    })
    await Promise.all([...bookers, ...signUps])
    await restarted

    // Everything answered 2xx is in the database, nothing is half-written.
    expect(await findDurabilityViolations(database.db, record)).toEqual([])
    expect(record.paid.length).toBeGreaterThanOrEqual(totalPayments / 2)
    expect(killed).toBe(true)
    // Only requests in flight when the instance was killed, or sent while it was dying, may have failed.
    expect(failures).toBeLessThanOrEqual(inFlightAtKill)

    // Every photo is served by every instance, the restarted one included.
    expect(photos.length).toBeGreaterThan(0)
    for (const url of photos) {
      for (const server of servers) expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(200)
    }

    // The per-address and per-account limit is one count across the three instances.
    // (An account nobody logged in to this minute: the load's own logins count against theirs.)
    const attacker = clientFor(7_777)
    const target = `alvo-${Date.now()}@exemplo.com`
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await attacker('POST', '/api/user/login', { email: target, password: 'Errada1x' })).status)
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429])

    // Each email went out, and once, but for the one the killed instance may have been sending: the SMTP
    // server can take a message before the kill lets its row be marked sent; the row's lease then runs out
    // and another instance sends it again with the same Message-ID, which mail programs show once
    // (at-least-once delivery, email/message-id.ts). An instance claims one message at a time, so at most
    // one message may arrive twice, and none more often.
    const deadline = Date.now() + 30_000
    while ((await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'PENDING'))).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const sent = await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'SENT'))
    const arrivals = new Map<string, number>()
    for (const mail of smtp.received) {
      const id = mail.messageId ?? ''
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1)
    }
    const repeated = [...arrivals.values()].filter((count) => count > 1)
    expect(repeated.length).toBeLessThanOrEqual(1)
    expect(repeated.every((count) => count === 2)).toBe(true)
    for (const row of sent) expect(arrivals.get(messageIdOf(row.id, MAIL_FROM)) ?? 0).toBeGreaterThanOrEqual(1)
    expect(sent.length).toBeGreaterThan(0)

    console.info(
      `scale-out: ${requests} requests through HAProxy to ${INSTANCES} instances, 1 killed (SIGKILL) and restarted; ` +
        `${failures} failed (5xx or cut) of ${inFlightAtKill} in flight at the kill or sent while the instance was dying; ${record.booked.length} booked, ${record.paid.length} paid, ` +
        `${photos.length} photos checked on every instance, ${sent.length} emails sent (${repeated.length} sent again after the kill); rows checked: sessions, payments, ledger, outbox`,
    )
  }, 240_000)
})
