import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { waitlistEntrySchema } from '@acolhe/shared/api/waitlist'
import type { z } from 'zod'
import type { joinWaitlistBodySchema } from '@acolhe/shared/schemas/waitlist'
import { api } from '../../../lib/api-client'
import { myWaitlistQueryKey } from './list-my-waitlist'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/waitlist → 201 the entry; 409 already waiting for it, 422 open hour / limit, 401 a visitor.

export type JoinWaitlistInput = z.input<typeof joinWaitlistBodySchema>

export async function joinWaitlist(body: JoinWaitlistInput) {
  return api.post<AnswerOf<typeof waitlistEntrySchema>>('/waitlist', body)
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: joinWaitlist, onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey }) })
}
