import { z } from 'zod'

// An FAQ item as the API sends it.
export const faqItemSchema = z.object({
  id: z.string().uuid(),
  question: z.string(),
  answer: z.string(),
  priority: z.number().int(),
  position: z.number().int(),
  views: z.number().int(),
})
export type FaqItemDto = z.infer<typeof faqItemSchema>

/** GET /questions: `{ data, total }` in display order. */
export const faqListSchema = z.object({ data: z.array(faqItemSchema), total: z.number().int() })
export type FaqListDto = z.infer<typeof faqListSchema>

export const faqEnvelopeSchema = z.object({ question: faqItemSchema })
export type FaqEnvelope = z.infer<typeof faqEnvelopeSchema>
