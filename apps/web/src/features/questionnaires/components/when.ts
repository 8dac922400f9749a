import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { clinicalRecordTexts } from '@acolhe/shared/texts/clinical-records'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'

/** '20/11/2026 às 10:00' in Brasília (the professional's hours; decision 044). */
export const when = (instant: string) => clinicalRecordTexts.dateTime(formatDate(instant), formatTime(instant))

export const personName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || t.patientFallback
