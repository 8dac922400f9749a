import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LIST_TOTAL_CAP } from '@acolhe/shared/constants'
import { PAYMENT_STATUSES, SESSION_STATUSES, SESSION_TYPES } from '@acolhe/shared/enums'
import type { Database, Db } from '../src/db/client'
import { patients } from '../src/db/schema/people'
import { sessions } from '../src/db/schema/sessions'
import { patientTallies, sessionTallies } from '../src/db/schema/tallies'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

// The tallies of migration 0020 (docs/decisions/054-session-tallies-for-counts-at-scale.md): after any
// sequence of writes they equal a fresh count over the tables, and what reads them (the dashboard, the
// admin list's totals) answers what the counts over the tables answered.

type Key = string
const keyOf = (row: { type: string; status: string; payment: string }): Key => `${row.type}/${row.status}/${row.payment}`

/** The session tallies summed over their shards, keys whose sum is zero left out. */
async function tallied(db: Db): Promise<Record<Key, number>> {
  const rows = await db
    .select({ type: sessionTallies.type, status: sessionTallies.status, payment: sessionTallies.payment, n: sql<number>`sum(${sessionTallies.count})`.mapWith(Number) })
    .from(sessionTallies)
    .groupBy(sessionTallies.type, sessionTallies.status, sessionTallies.payment)
  return Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [keyOf(row), row.n]))
}

/** A fresh `count(*) … group by` over the sessions. */
async function counted(db: Db): Promise<Record<Key, number>> {
  const rows = await db
    .select({ type: sessions.type, status: sessions.status, payment: sessions.payment, n: count() })
    .from(sessions)
    .groupBy(sessions.type, sessions.status, sessions.payment)
  return Object.fromEntries(rows.map((row) => [keyOf(row), row.n]))
}

async function patientsTallied(db: Db) {
  const rows = await db.select({ banned: patientTallies.banned, n: sql<number>`sum(${patientTallies.count})`.mapWith(Number) }).from(patientTallies).groupBy(patientTallies.banned)
  return Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [String(row.banned), row.n]))
}

async function patientsCounted(db: Db) {
  const rows = await db.select({ banned: patients.banned, n: count() }).from(patients).where(sql`${patients.deletedAt} is null`).groupBy(patients.banned)
  return Object.fromEntries(rows.map((row) => [String(row.banned), row.n]))
}

/** A small seeded generator, so a failing sequence is the same on every run. */
function randomFrom(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T }
}

type People = { userId: string; professionalId: string; serviceId: string }

/**
 * A describe block's own database, with one patient, professional and service to book sessions with:
 * registers the hooks that open it (handing its `db` to `onOpen`, filling `people`) and close it.
 */
function openDatabaseWithPeople(people: People, onOpen: (db: Db) => void, options: { poolSize?: number } = {}) {
  let database: Database | undefined
  beforeAll(async () => {
    database = await createTestDatabase(options)
    onOpen(database.db)
    const patient = await createPatient(database.db)
    const professional = await createProfessional(database.db)
    const service = await createService(database.db)
    Object.assign(people, { userId: patient.id, professionalId: professional.id, serviceId: service.id })
  })
  afterAll(async () => {
    await database?.close()
  })
}

describe('session and patient tallies', () => {
  let db: Db
  const people = { userId: '', professionalId: '', serviceId: '' }
  let hour = 0
  /** A start no other session of the test has, so the no-double-booking indexes never refuse. */
  const nextStart = () => new Date(Date.UTC(2026, 0, 1) + (hour += 1) * 3_600_000)
  openDatabaseWithPeople(people, (opened) => (db = opened))

  it('equal a fresh count after inserts, status, payment and type changes and deletes, alone or several in one transaction', async () => {
    const random = randomFrom(20_261_126)
    const live: string[] = []
    const insert = async (tx: Db) => {
      const row = await createSession(tx, {
        ...people,
        selectedDate: nextStart(),
        type: random.pick(SESSION_TYPES),
        status: random.pick(SESSION_STATUSES),
        payment: random.pick(PAYMENT_STATUSES),
      })
      live.push(row.id)
      return row.id
    }
    const change = async (tx: Db, id: string) => {
      const column = random.pick(['status', 'payment', 'type', 'all', 'none'] as const)
      const patch =
        column === 'status'
          ? { status: random.pick(SESSION_STATUSES) }
          : column === 'payment'
            ? { payment: random.pick(PAYMENT_STATUSES) }
            : column === 'type'
              ? { type: random.pick(SESSION_TYPES) }
              : column === 'all'
                ? { status: random.pick(SESSION_STATUSES), payment: random.pick(PAYMENT_STATUSES), type: random.pick(SESSION_TYPES) }
                : // A change of another column: the tallies must not move.
                  { meetsUrl: `https://meet.exemplo.com/${random.next()}` }
      await tx.update(sessions).set(patch).where(eq(sessions.id, id))
    }
    const remove = async (tx: Db, id: string) => {
      await tx.delete(sessions).where(eq(sessions.id, id))
      live.splice(live.indexOf(id), 1)
    }

    for (let step = 0; step < 160; step += 1) {
      const roll = random.next()
      if (live.length < 3 || roll < 0.35) await insert(db)
      else if (roll < 0.7) await change(db, random.pick(live))
      else if (roll < 0.85) await remove(db, random.pick(live))
      else
        await db.transaction(async (tx) => {
          // Several events of one row in one transaction: each carries its own row versions.
          const id = await insert(tx)
          await change(tx, id)
          await change(tx, random.pick(live))
          if (random.next() < 0.5) await remove(tx, id)
        })
      if (step % 20 === 19) expect(await tallied(db)).toEqual(await counted(db))
    }
    expect(await tallied(db)).toEqual(await counted(db))
  })

  it('leave no trace of a transaction rolled back', async () => {
    const before = await tallied(db)
    await expect(
      db.transaction(async (tx) => {
        await createSession(tx, { ...people, selectedDate: nextStart(), status: 'CONFIRMED', payment: 'DONE' })
        throw new Error('rolled back on purpose')
      }),
    ).rejects.toThrow('rolled back on purpose')
    expect(await tallied(db)).toEqual(before)
    expect(await tallied(db)).toEqual(await counted(db))
  })

  it('count patients, banned or not, leaving the deleted out', async () => {
    const random = randomFrom(7)
    const ids: string[] = []
    for (let step = 0; step < 40; step += 1) {
      const roll = random.next()
      if (ids.length < 2 || roll < 0.4) ids.push((await createPatient(db, { banned: random.next() < 0.3 })).id)
      else if (roll < 0.7) await db.update(patients).set({ banned: random.next() < 0.5 }).where(eq(patients.id, random.pick(ids)))
      else if (roll < 0.85) await db.update(patients).set({ deletedAt: random.next() < 0.7 ? new Date() : null }).where(eq(patients.id, random.pick(ids)))
      else await db.update(patients).set({ firstName: 'Outro' }).where(eq(patients.id, random.pick(ids)))
    }
    const removable = (await createPatient(db)).id
    await db.delete(patients).where(eq(patients.id, removable))
    expect(await patientsTallied(db)).toEqual(await patientsCounted(db))
  })

  it('are what a recount from the tables gives, and empty with a TRUNCATE', async () => {
    const before = await tallied(db)
    await db.execute(sql`select tallies_recount()`)
    expect(await tallied(db)).toEqual(before)
    expect(await patientsTallied(db)).toEqual(await patientsCounted(db))
    await db.execute(sql`truncate sessions cascade`)
    expect(await tallied(db)).toEqual({})
  })
})

// Concurrent writers need two connections: a real PostgreSQL server.
describe.skipIf(!hasPostgresServer)('session tallies under concurrent writes', () => {
  let db: Db
  const people = { userId: '', professionalId: '', serviceId: '' }
  // More connections than the test's parallel bookings, so each waits on the tallies, not on the pool.
  openDatabaseWithPeople(people, (opened) => (db = opened), { poolSize: 12 })

  it('stay right when two transactions overlap on the same keys', async () => {
    const existing = await createSession(db, { ...people, selectedDate: new Date('2027-01-04T13:00:00Z') })
    let releaseFirst = () => {}
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    let firstWrote = () => {}
    const firstHasWritten = new Promise<void>((resolve) => {
      firstWrote = resolve
    })
    // The first transaction books and confirms, then waits with its writes uncommitted while the second
    // books, moves the existing session the same way and commits; then the first commits.
    const first = db.transaction(async (tx) => {
      const row = await createSession(tx, { ...people, selectedDate: new Date('2027-01-05T13:00:00Z') })
      await tx.update(sessions).set({ status: 'CONFIRMED', payment: 'DONE' }).where(eq(sessions.id, row.id))
      firstWrote()
      await firstMayCommit
    })
    await firstHasWritten
    await db.transaction(async (tx) => {
      await createSession(tx, { ...people, selectedDate: new Date('2027-01-06T13:00:00Z') })
      await tx.update(sessions).set({ status: 'CONFIRMED', payment: 'DONE' }).where(eq(sessions.id, existing.id))
    })
    releaseFirst()
    await first
    expect(await tallied(db)).toEqual(await counted(db))
  })

  it('stay right with many bookings and changes at once', async () => {
    const starts = Array.from({ length: 24 }, (_, index) => new Date(Date.UTC(2027, 1, 1 + index, 13)))
    const booked = await Promise.all(starts.map((selectedDate) => db.transaction((tx) => createSession(tx, { ...people, selectedDate }))))
    await Promise.all(
      booked.map((row, index) =>
        db.transaction(async (tx) => {
          await tx.update(sessions).set({ payment: 'DONE', status: index % 3 === 0 ? 'CANCELLED' : 'CONFIRMED' }).where(eq(sessions.id, row.id))
          if (index % 4 === 0) await tx.delete(sessions).where(eq(sessions.id, row.id))
        }),
      ),
    )
    expect(await tallied(db)).toEqual(await counted(db))
  })
})

describe('what reads the tallies', () => {
  let app: TestApp
  let cookie: string

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-20T12:00:00.000Z' })
    const db = app.database.db
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
    const returns = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'RETURN' })
    const simoes = await createProfessional(db, { firstName: 'Conceição', lastName: 'Simões' })
    const mendes = await createProfessional(db, { firstName: 'Carla', lastName: 'Mendes' })
    const araujo = await createPatient(db, { firstName: 'João', lastName: 'Araújo' })
    const souza = await createPatient(db, { firstName: 'Ana', lastName: 'Souza' })
    await createPatient(db, { banned: true })
    await createPatient(db, { deletedAt: new Date('2026-10-01T12:00:00Z') })
    const random = randomFrom(42)
    // Sessions on both sides of the clock's now, every status, payment and type, both names.
    for (let index = 0; index < 60; index += 1) {
      const professional = index % 2 === 0 ? simoes : mendes
      const patient = index % 3 === 0 ? araujo : souza
      const type = random.pick(SESSION_TYPES)
      await createSession(db, {
        userId: patient.id,
        professionalId: professional.id,
        serviceId: type === 'RETURN' ? returns.id : service.id,
        selectedDate: new Date(Date.UTC(2026, 10, 1 + Math.floor(index / 2), 11 + (index % 2) * 3)),
        type,
        status: random.pick(SESSION_STATUSES),
        payment: random.pick(PAYMENT_STATUSES),
      })
    }
    await createAdmin(db, { email: 'contagens@exemplo.com' })
    cookie = await logInAs(app, 'admin', 'contagens@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  it('the dashboard answers what counting the tables answers', async () => {
    const db = app.database.db
    const n = (condition?: ReturnType<typeof sql>) => (condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`)
    const [expectedSessions] = await db
      .select({
        total: n(),
        consultations: n(sql`${sessions.type} = 'DEFAULT'`),
        returns: n(sql`${sessions.type} = 'RETURN'`),
        cancelled: n(sql`${sessions.status} = 'CANCELLED'`),
        paid: n(sql`${sessions.payment} = 'DONE'`),
        patient_no_shows: n(sql`${sessions.status} = 'PATIENT_NO_SHOW'`),
        professional_no_shows: n(sql`${sessions.status} = 'PROFESSIONAL_NO_SHOW'`),
      })
      .from(sessions)
    const [expectedUsers] = await db.select({ total: n(), inactive: n(sql`${patients.banned} = true`) }).from(patients).where(sql`${patients.deletedAt} is null`)
    const response = await app.inject({ url: '/api/dashboard/indicators', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    const body: { sessions: unknown; users: unknown } = response.json()
    expect(body.sessions).toEqual(expectedSessions)
    expect(body.users).toEqual(expectedUsers)
    expect(expectedSessions?.total).toBe(60)
    expect(expectedUsers).toEqual({ total: 3, inactive: 1 })
  })

  /** Every page of the admin list for `query`: the total must be the number of sessions the pages hold. */
  async function allPages(query: string) {
    const ids = new Set<string>()
    let total: number | undefined
    for (let page = 1; page <= 20; page += 1) {
      const response = await app.inject({ url: `/api/session?${query}&limit=7&page=${page}`, headers: { cookie } })
      expect(response.statusCode).toBe(200)
      const body: { data: { id: string }[]; total: number; total_is_lower_bound?: boolean } = response.json()
      expect(body.total_is_lower_bound).toBeUndefined()
      total ??= body.total
      expect(body.total).toBe(total)
      if (body.data.length === 0) break
      for (const session of body.data) ids.add(session.id)
    }
    return { total, held: ids.size }
  }

  it.each([
    ['no filter', ''],
    ['a status', 'status=CANCELLED'],
    ['a payment', 'payment=DONE'],
    ['a type', 'type=RETURN'],
    ['status and payment', 'status=CONFIRMED&payment=WAITING'],
    ['status, payment and type', 'status=FINISHED&payment=DONE&type=DEFAULT'],
    ['a search', 'search=simoes'],
    ['a search with a payment', 'search=araujo&payment=DONE'],
    ['a search with a status', 'search=mendes&status=CANCELLED'],
    ['days', 'date_a=2026-11-10&date_b=2026-11-25'],
    ['live from now', 'status=SCHEDULED'],
    ['today', 'status=today'],
  ])('the admin list total is exact with %s', async (_, query) => {
    const { total, held } = await allPages(query)
    expect(total).toBe(held)
    expect(held).toBeGreaterThan(0)
  })
})

// Its own app and database: it adds more than a thousand sessions, which the tests above (whose totals and
// pages are exact over 60 sessions) must never see, whatever order the tests run in.
describe('a search over more sessions than the list counts', () => {
  let app: TestApp
  let cookie: string

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-20T12:00:00.000Z' })
    const db = app.database.db
    const simoes = await createProfessional(db, { firstName: 'Conceição', lastName: 'Simões' })
    const araujo = await createPatient(db, { firstName: 'João', lastName: 'Araújo' })
    const service = await createService(db)
    await createSession(db, { userId: araujo.id, professionalId: simoes.id, serviceId: service.id, selectedDate: new Date('2026-11-10T14:00:00Z') })
    await createAdmin(db, { email: 'contagens@exemplo.com' })
    cookie = await logInAs(app, 'admin', 'contagens@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  it(`counts a search up to ${ADMIN_LIST_TOTAL_CAP} sessions, then says its total is a lower bound; type, status and payment stay exact`, async () => {
    const db = app.database.db
    const patient = await createPatient(db, { firstName: 'Íris', lastName: 'Loureiro' })
    const professional = await createProfessional(db, { firstName: 'Helena', lastName: 'Brandão' })
    const service = await createService(db)
    const rows = Array.from({ length: ADMIN_LIST_TOTAL_CAP + 5 }, (_, index) => ({
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000),
      isOnline: true,
      status: 'FINISHED' as const,
      payment: 'DONE' as const,
      serviceValueCents: 15000,
      operatingCostCents: 500,
      priceCents: 15500,
      createdByKind: 'patient' as const,
      createdById: patient.id,
    }))
    await db.insert(sessions).values(rows)
    const list = async (query: string) => {
      const response = await app.inject({ url: `/api/session?${query}`, headers: { cookie } })
      expect(response.statusCode).toBe(200)
      const body: { data: unknown[]; total: number; total_is_lower_bound?: boolean } = response.json()
      return body
    }
    const broad = await list('search=loureiro')
    expect(broad).toMatchObject({ total: ADMIN_LIST_TOTAL_CAP, total_is_lower_bound: true })
    expect(broad.data).toHaveLength(5)
    const [all] = await db.select({ n: count() }).from(sessions)
    const [finishedPaid] = await db.select({ n: count() }).from(sessions).where(sql`${sessions.status} = 'FINISHED' and ${sessions.payment} = 'DONE'`)
    const unfiltered = await list('')
    expect(unfiltered.total).toBe(all?.n)
    expect(unfiltered.total_is_lower_bound).toBeUndefined()
    const byKey = await list('status=FINISHED&payment=DONE')
    expect(byKey.total).toBe(finishedPaid?.n)
    expect(byKey.total).toBeGreaterThan(ADMIN_LIST_TOTAL_CAP)
    expect(byKey.total_is_lower_bound).toBeUndefined()
    // A narrower search under the cap is exact again.
    const narrow = await list('search=simoes')
    expect(narrow.total).toBe(1)
    expect(narrow.total_is_lower_bound).toBeUndefined()
  })
})
