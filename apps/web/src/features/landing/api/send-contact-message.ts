import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { SupportMessageBody } from '@acolhe/shared/schemas/support'
import { api } from '../../../lib/api-client'

// POST /api/support/messages { name, email, message } → 201 { id } (public, rate limited).

const answerSchema = z.object({ id: z.string() })

export async function sendContactMessage(body: SupportMessageBody): Promise<{ id: string }> {
  return answerSchema.parse(await api.post('/support/messages', body))
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
