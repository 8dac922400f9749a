import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { INDEX_FILE, readRecords, renderIndex } from './decision-index.mjs'

describe('the index of decision records', () => {
  it('every record has a Status line', () => {
    expect(readRecords().filter((record) => record.status === null).map((record) => record.file)).toEqual([])
  })

  it('the committed index is the one the records make (node scripts/decision-index.mjs --write)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(renderIndex(readRecords()))
  })

  it('lists a record by number, title and status', () => {
    const text = renderIndex([{ number: '007', file: '007-x.md', title: 'A | B', status: 'superseded by 009' }])
    expect(text).toContain('| [007](007-x.md) | A \\| B | superseded by 009 |')
  })
})
