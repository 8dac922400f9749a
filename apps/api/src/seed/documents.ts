// Brazilian document numbers with valid check digits, so seeded data passes real-world validators.

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** An 11-digit CPF built from a 9-digit base (any non-negative integer, wrapped). */
export function cpfFrom(base: number): string {
  const digits = String(Math.abs(base) % 1_000_000_000).padStart(9, '0').split('').map(Number)
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit([...digits, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return [...digits, first, second].join('')
}

/** A 14-digit CNPJ (headquarters, branch 0001) built from an 8-digit base. */
export function cnpjFrom(base: number): string {
  const digits = `${String(Math.abs(base) % 100_000_000).padStart(8, '0')}0001`.split('').map(Number)
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit([...digits, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return [...digits, first, second].join('')
}
