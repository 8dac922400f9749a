import { z } from 'zod'
import { validationTexts as t } from '../texts/validation'

// FAQ item: question 10-500, answer 10-2000, priority 1-10.

export const faqBodySchema = z.strictObject({
  question: z.string({ error: t.questionMin }).trim().min(10, t.questionMin).max(500, t.questionMax),
  answer: z.string({ error: t.answerMin }).trim().min(10, t.answerMin).max(2000, t.answerMax),
  priority: z.coerce
    .number({ error: t.priorityMin })
    .int(t.priorityInteger)
    .min(1, t.priorityMin)
    .max(10, t.priorityMax),
})
export type FaqBody = z.infer<typeof faqBodySchema>
export type FaqForm = z.input<typeof faqBodySchema>

/** PATCH /questions/{id}: any subset. */
export const faqUpdateBodySchema = faqBodySchema.partial()
export type FaqUpdateBody = z.infer<typeof faqUpdateBodySchema>

/** GET /questions query (public accordion 5 per page, admin list 7). */
export const faqListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(5),
})
export type FaqListQuery = z.infer<typeof faqListQuerySchema>

/** PATCH /questions/order: every question id once, in the new display order (drag and drop). */
export const faqOrderBodySchema = z.strictObject({
  ids: z.array(z.uuid({ error: t.required }), { error: t.required }).min(1, t.required).max(500, t.required),
})
export type FaqOrderBody = z.infer<typeof faqOrderBodySchema>
