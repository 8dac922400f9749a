import { dateIn, dateTimeFor, differsFromBrasilia, timeIn } from '@acolhe/shared/format/zoned-time'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { BRASILIA_TIME_ZONE, timeZonePlace } from '@acolhe/shared/time-zones'

// How a consultation email names its day and hour for one recipient (decision 044): the patient's
// own zone with Brasília's hour beside it when their clocks differ; Brasília time, worded as always,
// for everyone else. Every consultation email and its subject take these three strings from here.

export type RecipientTime = {
  /** '23/03/2027' on the recipient's calendar. */
  date: string
  /** '11:00', or '14:00 em Lisboa' for a patient abroad (subjects). */
  time: string
  /** '23/03/2027 às 11:00 (horário de Brasília)' or '23/03/2027 às 14:00 em Lisboa (11:00 em Brasília)'. */
  when: string
}

export function recipientTime(instant: Date, zone: string = BRASILIA_TIME_ZONE): RecipientTime {
  const date = dateIn(instant, zone)
  const time = timeIn(instant, zone)
  const when = dateTimeFor(instant, zone)
  // Clocks that read alike (Brasília itself, Recife…) keep the Brasília wording every email had.
  if (!differsFromBrasilia(instant, zone)) return { date, time, when }
  return { date, time: timeZoneTexts.timeInPlace(time, timeZonePlace(zone)), when }
}
