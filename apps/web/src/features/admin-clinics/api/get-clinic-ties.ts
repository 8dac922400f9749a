import type { clinicTiesSchema, ClinicTiesDto } from '@acolhe/shared/api/clinic'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/clinic/{id}/ties → { professionals, future_in_person_sessions }: what deactivating affects.
// Read at the moment of the decision (not cached), so the confirmation shows today's numbers.

export async function getClinicTies(id: string): Promise<ClinicTiesDto> {
  return api.get<AnswerOf<typeof clinicTiesSchema>>(`/clinic/${id}/ties`)
}
