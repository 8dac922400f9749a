import { useMutation, useQueryClient } from '@tanstack/react-query'
import { clinicEnvelopeSchema, type ClinicDto } from '@acolhe/shared/api/clinic'
import type { ClinicWithAddressBody } from '@acolhe/shared/schemas/clinic'
import { api } from '../../../lib/api-client'
import { clinicsQueryKeys } from '../../../lib/clinics-api'

// POST /api/clinic/with-address (admin) body { clinic, address } → 201 { clinic }; 409 CNPJ taken.

export async function createClinic(body: ClinicWithAddressBody): Promise<ClinicDto> {
  return clinicEnvelopeSchema.parse(await api.post('/clinic/with-address', body)).clinic
}

export function useCreateClinic() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createClinic, onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicsQueryKeys.all }) })
}
