import { describe, expect, it } from 'vitest'
import { adminSessionsQuerySchema } from '@acolhe/shared/schemas/session'
import { loadConfig } from '../src/config'
import { fixedClock } from '../src/lib/clock'
import { listAllSessions } from '../src/modules/scheduling/lists/session-queries.service'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { planCheckOn } from './helpers/plan-check'

// The admin's sessions searched by name with a status and a payment (decision 114): the status-and-payment
// index carries each session's patient and professional, so the statements check the names' ids against
// index entries (an index-only scan) instead of reading each session's row — at a million sessions the
// count of a common surname read 13,000 session rows for its first 1,001 matches. The people's ids come
// from the narrow name tables (decision 118): their trigram indexes, then their small rows, instead of the
// people's wide ones. The answer is the one admin-session-search.test.ts checks; here, that the plan can
// use those indexes. Sequential scans are priced out, as on a table too small to choose alone.

describe.skipIf(!hasPostgresServer)('the admin search by name, status and payment reads the index alone', () => {
  it('finds the sessions and counts them from sessions_status_payment_date_people_idx', async () => {
    const check = await planCheckOn(await createTestDatabase({ poolSize: 1, forcePostgres: true }))
    const { db, client } = check
    try {
      const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
      const professional = await createProfessional(db, { firstName: 'Carla', lastName: 'Mendes' })
      const simoes = await createPatient(db, { firstName: 'João', lastName: 'Simões' })
      const other = await createPatient(db, { firstName: 'Ana', lastName: 'Souza' })
      const found: string[] = []
      for (let day = 1; day <= 6; day++) {
        const session = await createSession(db, {
          userId: day % 2 ? simoes.id : other.id,
          professionalId: professional.id,
          serviceId: service.id,
          selectedDate: new Date(`2026-12-${String(day).padStart(2, '0')}T13:00:00Z`),
          status: 'CONFIRMED',
          payment: 'DONE',
        })
        if (day % 2) found.push(session.id)
      }
      await client.query('vacuum analyze sessions')
      const deps = { db, clock: fixedClock('2026-11-20T12:00:00.000Z'), config: loadConfig({ NODE_ENV: 'test' }) }
      check.forget()
      const answer = await listAllSessions(deps, { kind: 'admin', id: professional.id }, adminSessionsQuerySchema.parse({ status: 'CONFIRMED', payment: 'DONE', search: 'simoes' }))
      expect(answer.data.map((s) => s.id).sort()).toEqual([...found].sort())
      expect(answer.total).toBe(3)

      const count = check.statement((text) => text.startsWith('select count(*)'))
      const plan = await check.planOf(count, ['set enable_seqscan = off'])
      expect(plan).toContain('Index Only Scan using sessions_status_payment_date_people_idx on sessions')
      expect(plan).toContain('Bitmap Index Scan on patient_search_names_trgm_idx')
      expect(plan).toContain('Bitmap Index Scan on professional_search_names_trgm_idx')
      expect(plan).not.toMatch(/Heap Scan on (patients|professionals)\b/)
    } finally {
      await check.close()
    }
  })
})
