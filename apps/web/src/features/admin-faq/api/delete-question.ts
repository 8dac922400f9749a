import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { questionsQueryKeys } from '../../../lib/questions-api'

// DELETE /api/questions/{id} (admin) → 204; 404 unknown.

export async function deleteQuestion(id: string): Promise<void> {
  await api.delete(`/questions/${id}`)
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsQueryKeys.all }) })
}
