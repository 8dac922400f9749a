import type { z } from 'zod'
import type { sessionLocationSchema } from '@acolhe/shared/api/session'

type SessionLocationDto = z.infer<typeof sessionLocationSchema>

/** 'Clínica X — Rua Y, 100, Bairro, Cidade/UF' as the review and step 2 show it. */
export function clinicAddressLine(clinic: SessionLocationDto): string {
  return `${clinic.clinic_name} — ${clinic.street_name}, ${clinic.number}, ${clinic.district_name}, ${clinic.city}/${clinic.state}`
}
