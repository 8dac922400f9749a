import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The ledger module is the only writer and reader of `balance_entries` (decision 077): every money movement
// is a named operation there. This reads the API's source and names any other file that touches the table,
// through Drizzle's table object or in SQL text. The schema and the migrations define it; tests may seed it.

const SOURCE = join(import.meta.dirname, '../src')
const ALLOWED = ['modules/ledger/', 'db/schema/', 'db/migrations/']

const TOUCHES_TABLE = [/\bbalanceEntries\b/, /\b(?:into|update|from|join|table)\s+"?balance_entries\b/i]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** The files outside the ledger whose text touches the table. */
export function ledgerTrespassers(files: { path: string; text: string }[]): string[] {
  return files.filter(({ path, text }) => !ALLOWED.some((prefix) => path.startsWith(prefix)) && TOUCHES_TABLE.some((pattern) => pattern.test(text))).map(({ path }) => path)
}

describe('balance_entries has one door: the ledger module', () => {
  it('no file of the API outside modules/ledger touches the table', () => {
    const files = sourceFiles(SOURCE).map((path) => ({ path: relative(SOURCE, path), text: readFileSync(path, 'utf8') }))
    expect(files.some(({ path }) => path.startsWith('modules/ledger/'))).toBe(true)
    expect(ledgerTrespassers(files)).toEqual([])
  })

  it('names a file that writes the table through Drizzle or through SQL', () => {
    const files = [
      { path: 'modules/payments/x.repository.ts', text: "import { balanceEntries } from '../../db/schema/payments'" },
      { path: 'modules/scheduling/y.repository.ts', text: 'await db.execute(sql`insert into balance_entries (user_id) values (1)`)' },
      { path: 'modules/privacy/privacy.service.ts', text: 'balance_entries: rows.map(toDto)' },
      { path: 'modules/ledger/ledger.repository.ts', text: "import { balanceEntries } from '../../db/schema/payments'" },
    ]
    expect(ledgerTrespassers(files)).toEqual(['modules/payments/x.repository.ts', 'modules/scheduling/y.repository.ts'])
  })
})
