import { queryOptions, useQuery } from '@tanstack/react-query'
import type { patientEnvelopeSchema, PatientDto } from '@acolhe/shared/api/patient'
import { apiRequest } from '../api-client'
import type { AuthFailureOwner } from '../auth-failure-rule'
import { isAuthError } from '../is-auth-error'
import { personQueryKeys } from '../person-query-keys'
import type { AnswerOf } from '../answer-of'

// GET /api/user/me → 200 { user } or 401. The answer is the only place the web app knows who is logged in.

async function getPatient(signal: AbortSignal | undefined, authFailure: AuthFailureOwner): Promise<PatientDto> {
  return (await apiRequest<AnswerOf<typeof patientEnvelopeSchema>>('/user/me', { signal, authFailure })).user
}

/** The patient's area: a 401 means the session ended (the app-wide rule sends the person to /login). */
export const currentPatientQueryOptions = () =>
  queryOptions({ queryKey: personQueryKeys.patient, queryFn: ({ signal }) => getPatient(signal, 'app'), staleTime: 5 * 60_000 })

export function useCurrentPatient() {
  return useQuery(currentPatientQueryOptions())
}

/**
 * The public pages (the wizard, the header) ask "is a patient logged in?": there a 401 is an answer
 * ("nobody", null), not an ended session, so it never leads to /login.
 */
export async function getLoggedInPatient(signal?: AbortSignal): Promise<PatientDto | null> {
  try {
    return await getPatient(signal, 'caller')
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
