import { z } from 'zod'
import { PIX_AUTOMATICO_STATUSES } from '../enums'
import { pixAutomaticoTexts as t } from '../texts/pix-automatico'

// Request bodies of the Pix Automático API (docs/decisions/102-pix-automatico-for-weekly-series.md).

/** POST /session-series/:id/pix-automatico: the patient accepts the offer (no choice to make: the cap is the weekly price). */
export const pixAutomaticoOptInBodySchema = z.strictObject({}).optional()

/** GET /pix-automatico (admin): filters and page. */
export const pixAutomaticoListQuerySchema = z.object({
  status: z.enum(PIX_AUTOMATICO_STATUSES, { error: t.invalidFilter }).optional(),
  page: z.coerce.number({ error: t.invalidFilter }).int(t.invalidFilter).min(1, t.invalidFilter).max(100_000, t.invalidFilter).default(1),
})

/** Test support: what the patient does in the bank app, or how the PSP's debit of a week ends. */
export const PIX_AUTOMATICO_TEST_ACTIONS = ['approve', 'reject', 'cancel_in_bank', 'pay_first_week', 'debit_succeeds', 'debit_fails'] as const
export const pixAutomaticoTestActionBodySchema = z.strictObject({
  action: z.enum(PIX_AUTOMATICO_TEST_ACTIONS, { error: t.invalidTestAction }),
  /** For debit_*: the week (its session start, ISO); default: the soonest week with a charge waiting. */
  week_starts_at: z.string().datetime({ offset: true, error: t.invalidTestAction }).optional(),
})
export type PixAutomaticoTestActionBody = z.infer<typeof pixAutomaticoTestActionBodySchema>
