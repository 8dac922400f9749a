import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Migrations written on parallel branches merge as files, but Drizzle reads them as a chain: the journal
// applies them in its order and skips any whose `when` is not later than the last applied one, and
// `drizzle-kit generate` diffs the schema against the newest snapshot, whose `prevId` must name the one
// before. This keeps the chain whole after a merge (two snapshots with one parent once made it fork).

const META = join(import.meta.dirname, '../src/db/migrations/meta')
type Entry = { idx: number; when: number; tag: string }
const journal: { entries: Entry[] } = JSON.parse(readFileSync(join(META, '_journal.json'), 'utf8'))

describe('the migration journal and snapshots', () => {
  it('lists each migration once, in order of number and of time', () => {
    const numbers = journal.entries.map((entry) => Number(entry.tag.slice(0, 4)))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(new Set(numbers).size).toBe(numbers.length)
    const times = journal.entries.map((entry) => entry.when)
    for (let index = 1; index < times.length; index += 1) expect(times[index], journal.entries[index]?.tag).toBeGreaterThan(times[index - 1] ?? 0)
    for (const entry of journal.entries) expect(existsSync(join(META, '..', `${entry.tag}.sql`)), entry.tag).toBe(true)
  })

  it('has snapshots that form one chain: each names the previous one as its parent', () => {
    const snapshots = journal.entries
      .map((entry) => join(META, `${entry.tag.slice(0, 4)}_snapshot.json`))
      .filter((file) => existsSync(file))
      .map((file): { id: string; prevId: string } => JSON.parse(readFileSync(file, 'utf8')))
    expect(snapshots.length).toBeGreaterThan(1)
    for (let index = 1; index < snapshots.length; index += 1) expect(snapshots[index]?.prevId).toBe(snapshots[index - 1]?.id)
  })
})
