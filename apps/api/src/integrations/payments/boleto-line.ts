// A valid-looking "linha digitável" of a boleto (FEBRABAN layout): 47 digits in five fields with their
// modulo-10 check digits, the barcode's modulo-11 general check digit, the due-date factor and the value.

function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight
    sum += Math.floor(product / 10) + (product % 10)
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

function mod11(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const dv = 11 - (sum % 11)
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv
}

const DAY_MS = 86_400_000
// The factor restarted at 1000 on 2025-02-22 after reaching 9999.
const FACTOR_BASE = Date.UTC(2025, 1, 22)

export function dueDateFactor(due: Date): string {
  const days = Math.floor((Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()) - FACTOR_BASE) / DAY_MS)
  return String(1000 + (((days % 9000) + 9000) % 9000)).padStart(4, '0')
}

/** `freeField` is any 25 digits (the bank's own data); `bank` three digits. */
export function buildBoletoLine(input: { bank: string; amountCents: number; due: Date; freeField: string }): string {
  const free = input.freeField.replace(/\D/g, '').padEnd(25, '0').slice(0, 25)
  const factor = dueDateFactor(input.due)
  const value = String(input.amountCents).padStart(10, '0').slice(-10)
  const head = `${input.bank}9`
  const general = mod11(`${head}${factor}${value}${free}`)
  const f1 = `${head}${free.slice(0, 5)}`
  const f2 = free.slice(5, 15)
  const f3 = free.slice(15, 25)
  const withDv = (s: string) => `${s}${mod10(s)}`
  const [a, b, c] = [withDv(f1), withDv(f2), withDv(f3)]
  return `${a.slice(0, 5)}.${a.slice(5)} ${b.slice(0, 5)}.${b.slice(5)} ${c.slice(0, 5)}.${c.slice(5)} ${general} ${factor}${value}`
}
