import { TIME_ZONE } from '@acolhe/shared/constants'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** An instant's calendar day in Brasília, 'YYYY-MM-DD' (the form's value for a period bound). */
export function brasiliaDayOf(instant: string): string {
  return dayFormat.format(new Date(instant))
}
