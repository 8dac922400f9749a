import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'

/** The patient's full name; an incomplete account may have none yet. */
export function patientNameOf(patient: Pick<AdminPatientDto, 'first_name' | 'last_name'>): string {
  const name = [patient.first_name, patient.last_name].filter(Boolean).join(' ')
  return name || t.noName
}
