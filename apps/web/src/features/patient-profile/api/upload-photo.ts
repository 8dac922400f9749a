import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patientEnvelopeSchema, type PatientDto } from '@acolhe/shared/api/patient'
import { ApiError, buildApiUrl } from '../../../lib/api-client'
import { personQueryKeys } from '../../../lib/person-query-keys'

// POST /api/user/{id}/photo, multipart field `photo` (PNG, JPEG or WebP, up to 2 MB) → 200 { user };
// 413/415/400 with a message. Multipart, so it cannot go through the JSON client.

export async function uploadPhoto({ id, file }: { id: string; file: File }): Promise<PatientDto> {
  const form = new FormData()
  form.append('photo', file)
  let response: Response
  try {
    response = await fetch(buildApiUrl(`/user/${id}/photo`), { method: 'POST', credentials: 'include', body: form })
  } catch {
    throw new ApiError(0, null)
  }
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (payload as { message?: unknown } | null)?.message
    throw new ApiError(response.status, typeof message === 'string' ? message : null)
  }
  return patientEnvelopeSchema.parse(payload).user
}

export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => queryClient.setQueryData(personQueryKeys.patient, user),
  })
}
