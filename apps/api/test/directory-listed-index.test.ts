import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { publicProfessionalsQuerySchema } from '@acolhe/shared/schemas/directory'
import { listProfessionals } from '../src/modules/directory/directory.service'
import { createAvailability, createProfessional, createService } from '../src/seed/factories'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

// The directory ordered by name (decision 109): its page and its total read the partial index of the
// listed professionals, so a page stops at its last card and the count never reads the wide rows. At
// 10,000 professionals that took the unfiltered page from one sort of every listed row to two index
// reads. The plans are checked with sequential scans priced out, as on a table too small to choose alone:
// what matters is that the index can serve these statements (its condition written as the query's own).

const NOW = new Date('2026-12-01T12:00:00Z')
const planRows = z.array(z.object({ 'QUERY PLAN': z.string() }))

describe.skipIf(!hasPostgresServer)('the directory by name reads the listed professionals index', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  const statements: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 1, forcePostgres: true, onStatement: (statement) => void statements.push(statement) })
  })
  afterAll(async () => {
    await database.close()
  })

  const plan = async (statement: string, params: unknown[]) => {
    // One connection: the setting holds for the explain that follows it.
    await database.db.execute(sql`set enable_seqscan = off`)
    try {
      const result = await database.db.execute(sql.raw(`explain ${statement.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`))
      return planRows.parse(result && typeof result === 'object' && 'rows' in result ? result.rows : []).map((row) => row['QUERY PLAN']).join('\n')
    } finally {
      await database.db.execute(sql`reset enable_seqscan`)
    }
  }

  it('answers the page in name order with the full total, both from the index', async () => {
    const db = database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const names = ['Zélia', 'Ana', 'Mário', 'Bruno', 'Carla']
    for (const firstName of names) {
      const professional = await createProfessional(db, { firstName, lastName: 'Listada', professionalType: 'PSYCHOLOGIST' })
      await createAvailability(db, professional.id)
    }
    // Not listed: no weekly hours, awaiting authorization.
    await createProfessional(db, { firstName: 'Aaron', lastName: 'Sem Horários', professionalType: 'PSYCHOLOGIST' })
    const pending = await createProfessional(db, { firstName: 'Abel', lastName: 'Pendente', professionalType: 'PSYCHOLOGIST', authorized: false })
    await createAvailability(db, pending.id)

    statements.length = 0
    const page = await listProfessionals(db, NOW, publicProfessionalsQuerySchema.parse({ limit: '2', page: '2' }))
    expect(page.professionals.map((p) => p.first_name)).toEqual(['Carla', 'Mário'])
    expect(page.total).toBe(5)

    const pageStatement = statements.find((s) => s.includes('order by') && s.includes('"professionals"."first_name" asc'))
    const countStatement = statements.find((s) => s.startsWith('select count(*)'))
    expect(pageStatement, statements.join('\n')).toBeDefined()
    expect(countStatement, statements.join('\n')).toBeDefined()
    expect(await plan(pageStatement ?? '', [2, 2])).toContain('professionals_listed_name_idx')
    expect(await plan(countStatement ?? '', [])).toContain('professionals_listed_name_idx')
  })
})

function literal(value: unknown): string {
  return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`
}
