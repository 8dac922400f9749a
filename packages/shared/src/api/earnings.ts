import { z } from 'zod'

/**
 * GET /professional-private/me/earnings (decision 027): per Brasília month, newest first, the paid
 * consultations held (not cancelled) and their money: what patients paid (gross), the platform's
 * operating costs, and the service value left for the professional.
 */
export const earningsMonthSchema = z.object({
  month: z.string(),
  paid_consultations: z.number().int(),
  gross_cents: z.number().int(),
  operating_costs_cents: z.number().int(),
  service_value_cents: z.number().int(),
})
export const earningsSchema = z.object({ months: z.array(earningsMonthSchema) })
export type EarningsDto = z.infer<typeof earningsSchema>
