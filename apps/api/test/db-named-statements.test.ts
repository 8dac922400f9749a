import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { patients } from '../src/db/schema/people'
import { patientNameMatches } from '../src/db/name-search'
import { statementName } from '../src/db/named-statements'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { createPatient } from '../src/seed/factories'

// On PostgreSQL each pooled connection prepares the parameterised statements it sends once (decision
// 056): the server then skips parsing and, after a few runs, planning them. Statements without
// parameters (a migration's several commands in one text) still go through the simple protocol.

const preparedRows = z.array(z.object({ name: z.string(), statement: z.string() }))

describe.skipIf(!hasPostgresServer)('named statements on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>

  beforeAll(async () => {
    // One connection, so every statement below meets the same session's prepared statements.
    database = await createTestDatabase({ poolSize: 1, forcePostgres: true })
  })
  afterAll(async () => {
    await database.close()
  })

  /** The prepared statements of the pool's one connection. */
  const prepared = async () => {
    const result = await database.db.execute(sql`select name, statement from pg_prepared_statements`)
    const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : []
    return preparedRows.parse(rows)
  }

  it('prepares a parameterised query once and answers it every time with its own values', async () => {
    const first = await createPatient(database.db, { firstName: 'Ana' })
    const second = await createPatient(database.db, { firstName: 'Bia' })
    const byId = (id: string) => database.db.select({ firstName: patients.firstName }).from(patients).where(eq(patients.id, id))

    expect(await byId(first.id)).toEqual([{ firstName: 'Ana' }])
    expect(await byId(second.id)).toEqual([{ firstName: 'Bia' }])
    expect(await byId(first.id)).toEqual([{ firstName: 'Ana' }])

    const text = byId(first.id).toSQL().sql
    const named = (await prepared()).filter((row) => row.name === statementName(text))
    expect(named).toHaveLength(1)
    expect(named[0]?.statement).toBe(text)
  })

  it('leaves a statement without parameters unnamed, so one text may still hold several commands', async () => {
    const result = await database.db.execute(sql.raw('select 1 as one; select 2 as two'))
    expect(result).toBeDefined()
    const texts = (await prepared()).map((row) => row.statement)
    expect(texts.some((statement) => statement.includes('select 2 as two'))).toBe(false)
  })

  it('keeps a transaction on its connection working with prepared statements inside it', async () => {
    const patient = await createPatient(database.db, { firstName: 'Cris' })
    await database.db.transaction(async (tx) => {
      await tx.update(patients).set({ firstName: 'Cristina' }).where(eq(patients.id, patient.id))
      const [row] = await tx.select({ firstName: patients.firstName }).from(patients).where(eq(patients.id, patient.id))
      expect(row?.firstName).toBe('Cristina')
    })
    const [after] = await database.db.select({ firstName: patients.firstName }).from(patients).where(eq(patients.id, patient.id))
    expect(after?.firstName).toBe('Cristina')
  })

  it("computes a name search's pattern once per run, also in the plan kept for the prepared statement", async () => {
    await createPatient(database.db, { firstName: 'Inês' })
    const query = database.db.select({ id: patients.id }).from(patients).where(patientNameMatches('ines')).toSQL()
    expect(query.params).toEqual(['ines'])
    // The plan PostgreSQL keeps after a few runs is generic: made without the parameter's value.
    await database.db.execute(sql.raw(`prepare name_search (text) as ${query.sql}`))
    await database.db.execute(sql`set plan_cache_mode = force_generic_plan`)
    try {
      const explained = await database.db.execute(sql`explain execute name_search('ines')`)
      const plan = (explained && typeof explained === 'object' && 'rows' in explained ? z.array(z.record(z.string(), z.string())).parse(explained.rows) : [])
        .map((row) => Object.values(row).join(''))
        .join('\n')
      // The pattern is an InitPlan's output, computed once; as an expression of $1 it would be evaluated
      // (with unaccent) for every row the index returned.
      expect(plan).toMatch(/InitPlan/)
      expect(plan).not.toMatch(/unaccent_immutable\(\$1\)\)/)
      expect((await database.db.select({ id: patients.id }).from(patients).where(patientNameMatches('INES'))).length).toBe(1)
    } finally {
      await database.db.execute(sql`reset plan_cache_mode`)
      await database.db.execute(sql`deallocate name_search`)
    }
  })
})
