import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Session rows have one door (decision 078): the scheduling repository holds the only statements that
// insert or update `sessions`, and only booking (scheduling/booking/booking.service.ts: new rows) and the lifecycle
// (scheduling/lifecycle/lifecycle.service.ts: every later change) call them. Series, waitlist, reminder links,
// no-shows, payments and the admin go through their exported operations. The seed builds demo rows.

const SOURCE = join(import.meta.dirname, '../src')
const REPOSITORY = 'modules/scheduling/scheduling.repository.ts'
const DOORS = ['modules/scheduling/booking/booking.service.ts', 'modules/scheduling/lifecycle/lifecycle.service.ts']
const WRITES_TABLE = [/\.(?:insert|update|delete)\(sessions\)/, /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{sessions\}|"?sessions"?\s)/i]
const WRITE_FUNCTIONS = /\b(?:repo|sessionsRepo|scheduling)\.(insertSession|updateSession|cancelExpiredUnpaid|markPatientConfirmedOnce)\(/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Files outside the repository that write the table, and files outside the two doors that call its writes. */
export function sessionWriteTrespassers(files: { path: string; text: string }[]) {
  const writers = files.filter(({ path, text }) => path !== REPOSITORY && !path.startsWith('seed/') && !path.startsWith('db/') && WRITES_TABLE.some((p) => p.test(text)))
  const callers = files.filter(({ path, text }) => !DOORS.includes(path) && WRITE_FUNCTIONS.test(text))
  return { writers: writers.map((f) => f.path), callers: callers.map((f) => f.path) }
}

describe('session rows are written by booking and the lifecycle only', () => {
  it('holds in the API source', () => {
    const files = sourceFiles(SOURCE).map((path) => ({ path: relative(SOURCE, path), text: readFileSync(path, 'utf8') }))
    expect(files.filter((f) => DOORS.includes(f.path) && WRITE_FUNCTIONS.test(f.text)).map((f) => f.path).sort()).toEqual([...DOORS].sort())
    expect(sessionWriteTrespassers(files)).toEqual({ writers: [], callers: [] })
  })

  it('names a module that writes sessions itself or calls the repository write', () => {
    const files = [
      { path: 'modules/reminder-links/reminder-links.repository.ts', text: 'await db.update(sessions).set({ patientConfirmedAt: at })' },
      { path: 'modules/series/series.service.ts', text: 'const after = await sessionsRepo.updateSession(tx, week.id, {})' },
      { path: 'modules/waitlist/x.ts', text: 'await db.execute(sql`update ${sessions} set status = 1`)' },
      { path: REPOSITORY, text: 'await db.update(sessions).set({})' },
      { path: DOORS[0] ?? '', text: 'await repo.insertSession(tx, values)' },
    ]
    expect(sessionWriteTrespassers(files)).toEqual({
      writers: ['modules/reminder-links/reminder-links.repository.ts', 'modules/waitlist/x.ts'],
      callers: ['modules/series/series.service.ts'],
    })
  })
})
