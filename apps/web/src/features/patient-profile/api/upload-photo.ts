import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { patientEnvelopeSchema, PatientDto } from '@acolhe/shared/api/patient'
import { uploadForm } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'
import { personQueryKeys } from '../../../lib/person-query-keys'

// POST /api/user/{id}/photo, multipart field `photo` (PNG, JPEG or WebP, up to 2 MB) → 200 { user };
// 413/415/400 with a message. Multipart: through the client's form upload.

export async function uploadPhoto({ id, file }: { id: string; file: File }): Promise<PatientDto> {
  const form = new FormData()
  form.append('photo', file)
  return (await uploadForm<AnswerOf<typeof patientEnvelopeSchema>>(`/user/${id}/photo`, form)).user
}

export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => queryClient.setQueryData(personQueryKeys.patient, user),
  })
}
