import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { professionalEnvelopeSchema, ProfessionalDto } from '@acolhe/shared/api/professional'
import { uploadForm } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'
import { personQueryKeys } from '../../../lib/person-query-keys'

// POST /api/professional-private/{id}/photo, multipart field `photo` (PNG, JPEG or WebP, up to 2 MB)
// → 200 { professional }. Multipart: through the client's form upload.

export async function uploadPhoto({ id, file }: { id: string; file: File }): Promise<ProfessionalDto> {
  const form = new FormData()
  form.append('photo', file)
  return (await uploadForm<AnswerOf<typeof professionalEnvelopeSchema>>(`/professional-private/${id}/photo`, form)).professional
}

export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (professional) => queryClient.setQueryData(personQueryKeys.professional, professional),
  })
}
