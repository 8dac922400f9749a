import { useMutation } from '@tanstack/react-query'
import type { SupportMessageBody } from '@acolhe/shared/schemas/support'
import { api } from '../../../lib/api-client'

// POST /api/support/messages { name, email, message } → 201 { id } (public, rate limited).

export async function sendContactMessage(body: SupportMessageBody): Promise<{ id: string }> {
  return api.post<{ id: string }>('/support/messages', body)
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
