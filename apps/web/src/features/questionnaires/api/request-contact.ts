import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

// POST /api/user/me/questionnaire-answers/{id}/contact-request → 204: the patient asks, from the crisis notice, to talk to their professional.

export function useRequestContact() {
  return useMutation({
    mutationFn: async (responseId: string) => {
      await api.post(`/user/me/questionnaire-answers/${responseId}/contact-request`)
    },
  })
}
