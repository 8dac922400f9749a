import { useQuery } from '@tanstack/react-query'
import type { patientClinicalRecordsSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/user/me/clinical-records → { data: [{ professional, copy_request, can_request, can_download }] }.

export function useMyClinicalRecords() {
  return useQuery({
    queryKey: clinicalRecordsQueryKeys.mine,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof patientClinicalRecordsSchema>>('/user/me/clinical-records', undefined, signal),
  })
}

/** Where the approved copy downloads (a plain link: the browser saves the text file). */
export const copyDownloadUrl = (professionalId: string) => `/api/user/me/clinical-records/${professionalId}/copy`
