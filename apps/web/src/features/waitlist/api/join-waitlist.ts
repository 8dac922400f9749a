import { useMutation, useQueryClient } from '@tanstack/react-query'
import { waitlistEntrySchema } from '@acolhe/shared/api/waitlist'
import type { z } from 'zod'
import type { joinWaitlistBodySchema } from '@acolhe/shared/schemas/waitlist'
import { api } from '../../../lib/api-client'
import { myWaitlistQueryKey } from './list-my-waitlist'

// POST /api/waitlist → 201 the entry; 409 already waiting for it, 422 open hour / limit, 401 a visitor.

export type JoinWaitlistInput = z.input<typeof joinWaitlistBodySchema>

export async function joinWaitlist(body: JoinWaitlistInput) {
  return waitlistEntrySchema.parse(await api.post('/waitlist', body))
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: joinWaitlist, onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey }) })
}
