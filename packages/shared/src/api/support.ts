import { z } from 'zod'

export const supportMessageSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** When an admin marked it answered; null while open. */
  answered_at: z.string().nullable(),
  /** The admin who marked it answered ("Nome Sobrenome"), null while open. */
  answered_by: z.string().nullable(),
})
export type SupportMessageDto = z.infer<typeof supportMessageSchema>

/** Answer of GET /support/messages: one page, its total and the open count of the whole inbox. */
export const supportMessageListSchema = z.object({ data: z.array(supportMessageSchema), total: z.number().int(), open: z.number().int() })
export type SupportMessageListDto = z.infer<typeof supportMessageListSchema>

export const supportMessageEnvelopeSchema = z.object({ message: supportMessageSchema })
