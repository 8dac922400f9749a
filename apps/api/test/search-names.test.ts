import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { adminSessionsQuerySchema } from '@acolhe/shared/schemas/session'
import { loadConfig } from '../src/config'
import type { Database, Db } from '../src/db/client'
import { patients, professionals } from '../src/db/schema/people'
import { fixedClock } from '../src/lib/clock'
import { listAllSessions } from '../src/modules/scheduling/lists/session-queries.service'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestDatabase } from './helpers/database'
import { rowsOf } from './helpers/rows-of'

// The narrow name tables of migration 0037 (decision 118): each person's searchable name beside their id,
// kept by triggers, which the admin's session search reads the ids from. Here: the tables equal the
// people's names after inserts, renames and deletions (and after a load with the triggers off, once
// recounted), and the search answers what it answered when it read the people's own rows.

type Names = Record<string, string>

/** The narrow tables' rows, one map for both kinds (ids are unique across the two). */
async function kept(db: Db): Promise<{ patients: Names; professionals: Names }> {
  const read = async (table: string, column: string) => {
    const rows = rowsOf(z.object({ id: z.string(), name: z.string() }), await db.execute(sql`select ${sql.identifier(column)} as id, search_name as name from ${sql.identifier(table)}`))
    return Object.fromEntries(rows.map((row) => [row.id, row.name]))
  }
  return { patients: await read('patient_search_names', 'patient_id'), professionals: await read('professional_search_names', 'professional_id') }
}

/** What the tables must hold: the people's own generated search names. */
async function expected(db: Db): Promise<{ patients: Names; professionals: Names }> {
  const patientRows = await db.select({ id: patients.id, name: patients.searchName }).from(patients)
  const professionalRows = await db.select({ id: professionals.id, name: professionals.searchName }).from(professionals)
  return {
    patients: Object.fromEntries(patientRows.map((row) => [row.id, row.name ?? ''])),
    professionals: Object.fromEntries(professionalRows.map((row) => [row.id, row.name ?? ''])),
  }
}

describe('the narrow search-name tables', () => {
  let database: Database
  let db: Db

  beforeAll(async () => {
    database = await createTestDatabase()
    db = database.db
  })
  afterAll(async () => {
    await database.close()
  })

  it('follow inserts, renames and deletions of patients and professionals', async () => {
    const patient = await createPatient(db, { firstName: 'João', lastName: 'Simões' })
    const professional = await createProfessional(db, { firstName: 'Conceição', lastName: 'Araújo' })
    expect((await kept(db)).patients[patient.id]).toBe('joao simoes')
    expect((await kept(db)).professionals[professional.id]).toBe('conceicao araujo')

    await db.update(patients).set({ lastName: 'Magalhães' }).where(eq(patients.id, patient.id))
    await db.update(professionals).set({ firstName: 'Inês' }).where(eq(professionals.id, professional.id))
    // A change that leaves the name alone rewrites nothing, and must not lose the row either.
    await db.update(patients).set({ phoneNumber: '11900000000' }).where(eq(patients.id, patient.id))
    expect((await kept(db)).patients[patient.id]).toBe('joao magalhaes')
    expect((await kept(db)).professionals[professional.id]).toBe('ines araujo')

    await db.delete(patients).where(eq(patients.id, patient.id))
    await db.delete(professionals).where(eq(professionals.id, professional.id))
    const after = await kept(db)
    expect(after.patients[patient.id]).toBeUndefined()
    expect(after.professionals[professional.id]).toBeUndefined()
    expect(after).toEqual(await expected(db))
  })

  it('are made equal again by search_names_recount() after a load that fired no trigger', async () => {
    const renamed = await createPatient(db, { firstName: 'Ana', lastName: 'Souza' })
    const removed = await createProfessional(db, { firstName: 'Carla', lastName: 'Mendes' })
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.update(patients).set({ lastName: 'Peçanha' }).where(eq(patients.id, renamed.id))
      await tx.delete(professionals).where(eq(professionals.id, removed.id))
      await tx.execute(sql`insert into patients (email, first_name, last_name, birthday, cpf, phone_number)
        values ('carga@exemplo.com.br', 'Íris', 'Estêvão', '1990-01-01', '00000000191', '11987654321')`)
    })
    expect(await kept(db)).not.toEqual(await expected(db))
    await db.execute(sql`select search_names_recount()`)
    expect(await kept(db)).toEqual(await expected(db))
  })
})

describe('the admin session search through the narrow tables', () => {
  let database: Database
  let db: Db

  beforeAll(async () => {
    database = await createTestDatabase()
    db = database.db
    // Names built as the scale bench builds them, accents included, so that many share a part.
    const firsts = ['José', 'Maria', 'Inês', 'Conceição', 'João', 'Íris']
    const lasts = ['Simões', 'Silva', 'Araújo', 'Guimarães', 'Souza', 'Peçanha', 'Conceição']
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const pros = []
    for (let n = 0; n < 6; n++) pros.push(await createProfessional(db, { firstName: firsts[(n + 3) % firsts.length], lastName: lasts[(n * 2) % lasts.length] }))
    const statuses = ['CONFIRMED', 'CREATED', 'CANCELLED', 'FINISHED'] as const
    const payments = ['DONE', 'WAITING', 'REFUNDED'] as const
    for (let n = 0; n < 42; n++) {
      const patient = await createPatient(db, { firstName: firsts[n % firsts.length], lastName: `${lasts[n % lasts.length]} ${lasts[(n / 3) % lasts.length | 0]}` })
      const professional = pros[n % pros.length]
      if (!professional) throw new Error('no professional')
      await createSession(db, {
        userId: patient.id,
        professionalId: professional.id,
        serviceId: service.id,
        selectedDate: new Date(Date.UTC(2026, 11, 1 + (n % 20), 11 + (n % 8))),
        status: statuses[n % statuses.length],
        payment: payments[n % payments.length],
      })
    }
  })
  afterAll(async () => {
    await database.close()
  })

  /** The sessions the search read from the people's own rows before decision 118, by the same pattern. */
  async function readTheOldWay(search: string, status?: string, payment?: string): Promise<string[]> {
    const pattern = `%${search.toLowerCase()}%`
    const result = await db.execute(sql`select s.id from sessions s
      where (s.user_id in (select id from patients where search_name like lower(unaccent_immutable(${pattern})))
        or s.professional_id in (select id from professionals where search_name like lower(unaccent_immutable(${pattern}))))
        and (${status ?? null}::text is null or s.status::text = ${status ?? null})
        and (${payment ?? null}::text is null or s.payment::text = ${payment ?? null})`)
    return rowsOf(z.object({ id: z.string() }), result)
      .map((row) => row.id)
      .sort()
  }

  it('finds the same sessions as the search over the people, for every term and filter', async () => {
    const deps = { db, clock: fixedClock('2026-11-20T12:00:00.000Z'), config: loadConfig({ NODE_ENV: 'test' }) }
    const admin = { kind: 'admin' as const, id: '00000000-0000-0000-0000-000000000001' }
    const cases: { search: string; status?: 'CONFIRMED'; payment?: 'DONE' }[] = [
      { search: 'simoes' },
      { search: 'SIMÕES' },
      { search: 'conceicao' },
      { search: 'ines silva' },
      { search: 'araujo g' },
      { search: 'peç' },
      { search: 'zuleica' },
      { search: 'simoes', status: 'CONFIRMED', payment: 'DONE' },
      { search: 'silva', status: 'CONFIRMED' },
    ]
    let found = 0
    for (const { search, status, payment } of cases) {
      const answer = await listAllSessions(deps, admin, adminSessionsQuerySchema.parse({ search, status, payment, limit: '100' }))
      const old = await readTheOldWay(search, status, payment)
      expect({ search, ids: answer.data.map((s) => s.id).sort(), total: answer.total }).toEqual({ search, ids: old, total: old.length })
      found += old.length
    }
    // The data set must make the comparison mean something.
    expect(found).toBeGreaterThan(40)
  })
})
