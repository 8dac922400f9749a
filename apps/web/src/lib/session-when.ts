import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { dateIn, localBesideBrasilia, timeRangeIn } from '@acolhe/shared/format/zoned-time'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'

/**
 * A consultation's day and hours for a reader in `zone` (decision 044): '23/03/2027, 14:00 - 14:50 em
 * Lisboa (11:00 - 11:50 em Brasília)' abroad, '23/03/2027, 11:00 - 11:50 (horário de Brasília)' otherwise.
 */
export function sessionWhen(start: string, zone: string): string {
  const local = `${dateIn(start, zone)}, ${timeRangeIn(start, SESSION_MINUTES, zone)}`
  return localBesideBrasilia(start, zone, { local, minutes: SESSION_MINUTES }) ?? t.inBrasilia(local)
}
