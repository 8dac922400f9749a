import { useMutation, useQueryClient } from '@tanstack/react-query'
import { professionalEnvelopeSchema, type ProfessionalDto } from '@acolhe/shared/api/professional'
import { ApiError, buildApiUrl } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'

// POST /api/professional-private/{id}/photo, multipart field `photo` (PNG, JPEG or WebP, up to 2 MB)
// → 200 { professional }. Multipart, so it cannot go through the JSON client.

export async function uploadPhoto({ id, file }: { id: string; file: File }): Promise<ProfessionalDto> {
  const form = new FormData()
  form.append('photo', file)
  let response: Response
  try {
    response = await fetch(buildApiUrl(`/professional-private/${id}/photo`), { method: 'POST', credentials: 'include', body: form })
  } catch {
    throw new ApiError(0, null)
  }
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (payload as { message?: unknown } | null)?.message
    throw new ApiError(response.status, typeof message === 'string' ? message : null)
  }
  return professionalEnvelopeSchema.parse(payload).professional
}

export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (professional) => queryClient.setQueryData(personQueryKeys.professional, professional),
  })
}
