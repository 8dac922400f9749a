import { queryOptions, useQuery } from '@tanstack/react-query'
import { patientEnvelopeSchema, type PatientDto } from '@acolhe/shared/api/patient'
import { apiRequest } from './api-client'
import { isAuthError } from './is-auth-error'
import { personQueryKeys } from './person-query-keys'

// GET /api/user/me asked by the public pages (the wizard, the header): 200 { user } when a patient is logged in, 401 for a
// visitor. Here a 401 is an answer ("nobody"), not an ended session, so it never leads to /login.

export async function getLoggedInPatient(signal?: AbortSignal): Promise<PatientDto | null> {
  try {
    return patientEnvelopeSchema.parse(await apiRequest('/user/me', { signal, authFailure: 'caller' })).user
  } catch (error) {
    if (isAuthError(error)) return null
    throw error
  }
}

/** Under the patient's key, so logging in or out anywhere (which clears that key) is seen here too. */
export const loggedInPatientQueryOptions = () =>
  queryOptions({ queryKey: [...personQueryKeys.patient, 'or-visitor'], queryFn: ({ signal }) => getLoggedInPatient(signal), staleTime: 60_000 })

export function useLoggedInPatient(enabled: boolean) {
  return useQuery({ ...loggedInPatientQueryOptions(), enabled })
}
