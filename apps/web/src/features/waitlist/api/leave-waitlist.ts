import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { myWaitlistQueryKey } from './list-my-waitlist'

// DELETE /api/waitlist/{id} → 204: the patient leaves; an hour held for them goes to the next in line.

export function useLeaveWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entryId: string) => api.delete(`/waitlist/${entryId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey }),
  })
}
