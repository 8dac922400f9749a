import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { clinicEnvelopeSchema, ClinicDto } from '@acolhe/shared/api/clinic'
import type { ClinicWithAddressBody } from '@acolhe/shared/schemas/clinic'
import { api } from '../../../lib/api-client'
import { clinicsQueryKeys } from '../../../lib/clinics-api'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/clinic/with-address (admin) body { clinic, address } → 201 { clinic }; 409 CNPJ taken.

export async function createClinic(body: ClinicWithAddressBody): Promise<ClinicDto> {
  return (await api.post<AnswerOf<typeof clinicEnvelopeSchema>>('/clinic/with-address', body)).clinic
}

export function useCreateClinic() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createClinic, onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicsQueryKeys.all }) })
}
