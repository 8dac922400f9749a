import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { clinicalNoteSchema } from '@acolhe/shared/api/clinical-records'
import type { ClinicalNoteBody } from '@acolhe/shared/schemas/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/me/clinical-records/{patientId}/notes { session_id, text } → 201 the note.

export function useAddNote(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: ClinicalNoteBody) => api.post<AnswerOf<typeof clinicalNoteSchema>>(`/professional-private/me/clinical-records/${patientId}/notes`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicalRecordsQueryKeys.all }),
  })
}
