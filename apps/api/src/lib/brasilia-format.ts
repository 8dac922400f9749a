import { toLocal } from './brasilia-time'

// How payments show instants to people: dd/mm/aaaa and HH:MM in Brasília time (docs/product/README.md "Conventions").

const pad = (n: number) => String(n).padStart(2, '0')

export function brasiliaDate(instant: Date): string {
  const local = toLocal(instant)
  return `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()}`
}

export function brasiliaTime(instant: Date): string {
  const local = toLocal(instant)
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`
}

export function brasiliaDateTime(instant: Date): string {
  return `${brasiliaDate(instant)} às ${brasiliaTime(instant)}`
}
