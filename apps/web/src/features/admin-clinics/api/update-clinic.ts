import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { clinicEnvelopeSchema, ClinicDto } from '@acolhe/shared/api/clinic'
import type { ClinicWithAddressUpdateBody } from '@acolhe/shared/schemas/clinic'
import { api } from '../../../lib/api-client'
import { clinicsQueryKeys } from '../../../lib/clinics-api'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/clinic/with-address (admin) body { clinic: { id, … }, address } → 200 { clinic }; 404; 409 CNPJ taken.

export async function updateClinic(body: ClinicWithAddressUpdateBody): Promise<ClinicDto> {
  return (await api.patch<AnswerOf<typeof clinicEnvelopeSchema>>('/clinic/with-address', body)).clinic
}

export function useUpdateClinic() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateClinic, onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicsQueryKeys.all }) })
}
