import { useQueryClient } from '@tanstack/react-query'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { adminPatientsQueryKeys, type AdminPatientListDto } from '../../../lib/admin-lists/patients-api'

/**
 * The chosen patient as a patients list (step 1's table, or the patients page) already read them, or null (after a reload). Reading the patient
 * again would write an LGPD read to the audit log only to show a name, so it is not done.
 */
export function useCachedPatient(userId: string | undefined): AdminPatientDto | null {
  const queryClient = useQueryClient()
  if (!userId) return null
  const lists = queryClient.getQueriesData<AdminPatientListDto>({ queryKey: adminPatientsQueryKeys.lists })
  for (const [, list] of lists) {
    const found = list?.data.find((patient) => patient.id === userId)
    if (found) return found
  }
  return null
}
