// The date inputs' DD/MM/AAAA text ↔ the API's 'YYYY-MM-DD' day.

/** 'DD/MM/AAAA' → 'YYYY-MM-DD' when it is a real calendar day, else null (the input then clears). */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (year < 1900 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return `${match[3]}-${match[2]}-${match[1]}`
}
