import { randomInt } from 'node:crypto'
import { cpfFrom } from '../../src/seed/documents'

// A professional's CPF/CNPJ and council registration are unique, so request bodies that create
// professionals take fresh ones unless a test is about a specific value.

let sequence = 0
function nextBase(): number {
  sequence += 1
  return randomInt(1_000_000) * 1000 + (sequence % 1000)
}

/** A valid CPF no other fixture uses, formatted as a person types it. */
export function freshCpf(): string {
  const digits = cpfFrom(nextBase())
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
}

/** A council number no other fixture uses: CRP style (06/…) or CRM style (digits only). */
export function freshCouncilNumber(kind: 'CRP' | 'CRM' = 'CRP'): string {
  const digits = String(nextBase()).padStart(9, '0')
  return kind === 'CRP' ? `06/${digits}` : digits
}
