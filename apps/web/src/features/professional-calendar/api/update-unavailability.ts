import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { unavailabilityChangeSchema, UnavailabilityChangeDto } from '@acolhe/shared/api/calendar'
import type { UnavailabilityUpdateBody } from '@acolhe/shared/schemas/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/professional-unavailability/{id} → 200 { unavailability, conflicting_sessions[] }; 404 not theirs.

export async function updateUnavailability({ id, body }: { id: string; body: UnavailabilityUpdateBody }): Promise<UnavailabilityChangeDto> {
  return api.patch<AnswerOf<typeof unavailabilityChangeSchema>>(`/professional-unavailability/${id}`, body)
}

export function useUpdateUnavailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUnavailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.unavailabilityAll }),
  })
}
