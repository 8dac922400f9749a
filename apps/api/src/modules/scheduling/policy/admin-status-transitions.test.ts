import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SESSION_STATUSES, type SessionStatus } from '@acolhe/shared/enums'
import { ADMIN_STATUS_TRANSITIONS, adminMaySetStatus } from './admin-status-transitions'
import { admin, at, NOW, session } from './policy-fixtures.test-support'
import { statusChangeRefusal } from './session-rules'

// The admin's status transitions are one table: the policy decides by it, and the product doc shows it.

const DOC = join(import.meta.dirname, '../../../../../../docs/product/consultation-lifecycle.md')

/** The table under "An admin's status setting: the transitions", as from → allowed targets. */
function documentedTable(): Record<string, string[]> {
  const text = readFileSync(DOC, 'utf8')
  const section = text.slice(text.indexOf("### An admin's status setting: the transitions"))
  const lines = section.split('\n').filter((line) => line.startsWith('|'))
  const [head = '', , ...rows] = lines
  const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim().replace(/`/g, ''))
  const targets = cells(head).slice(1)
  const table: Record<string, string[]> = {}
  for (const row of rows.slice(0, SESSION_STATUSES.length)) {
    const [from = '', ...marks] = cells(row)
    table[from] = targets.filter((_, i) => marks[i] === '✓')
  }
  return table
}

describe("an admin's status setting follows one from → to table", () => {
  it('the policy allows exactly the pairs of the table (start window long closed, so no time rule refuses)', () => {
    for (const from of SESSION_STATUSES) {
      for (const to of SESSION_STATUSES) {
        const refusal = statusChangeRefusal(admin, session({ status: from, selectedDate: at(-5) }), to, NOW)
        expect({ from, to, allowed: refusal === null }).toEqual({ from, to, allowed: adminMaySetStatus(from, to) })
      }
    }
  })

  it('the time rules still hold inside the table: no STARTED before the window, no absence before it closed', () => {
    const tomorrow = session({ status: 'CONFIRMED', selectedDate: at(24) })
    const refusedTo: SessionStatus[] = ['STARTED', 'FINISHED', 'PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW']
    for (const to of refusedTo) expect(statusChangeRefusal(admin, tomorrow, to, NOW)?.status).toBe(422)
  })

  it('docs/product/consultation-lifecycle.md shows the same table', () => {
    const code = Object.fromEntries(SESSION_STATUSES.map((from) => [from, SESSION_STATUSES.filter((to) => ADMIN_STATUS_TRANSITIONS[from].includes(to))]))
    expect(documentedTable()).toEqual(code)
  })
})
