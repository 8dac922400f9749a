// Display masks of the forms (phone, CPF, CNPJ, CEP). Each accepts digits with or without a mask and is safe to call on
// every keystroke: partial input gets a partial mask.

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)

/** '(11) 98888-7777' for 11 digits, '(11) 3333-4444' for 10 (max 15 characters). */
export function formatPhone(value: string): string {
  const digits = digitsOf(value, 11)
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  const area = digits.slice(0, 2)
  const rest = digits.slice(2)
  const split = digits.length === 11 ? 5 : 4
  if (rest.length <= split) return `(${area}) ${rest}`
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`
}

/** '000.000.000-00' (max 14 characters). */
export function formatCpf(value: string): string {
  const d = digitsOf(value, 11)
  if (d.length <= 3) return d
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

/** '00.000.000/0000-00' (14 digits). */
export function formatCnpj(value: string): string {
  const d = digitsOf(value, 14)
  if (d.length <= 2) return d
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`
  if (d.length <= 8) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`
  if (d.length <= 12) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8)}`
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
}

/** CPF mask for 11 digits or fewer, CNPJ mask beyond: the professional's document field. */
export function formatCpfOrCnpj(value: string): string {
  return digitsOf(value, 14).length <= 11 ? formatCpf(value) : formatCnpj(value)
}

/** '00000-000' (8 digits). */
export function formatCep(value: string): string {
  const d = digitsOf(value, 8)
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`
}

/** The short registration field: 2 digits, slash, up to 5 digits — a CRP such as '06/12345'. */
export function formatCrp(value: string): string {
  const d = digitsOf(value, 7)
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`
}

/** The registration of a psychologist's company at the regional council: 2 digits, slash, up to 6 digits ('06/1234'). */
export function formatCrpPj(value: string): string {
  const d = digitsOf(value, 8)
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`
}
