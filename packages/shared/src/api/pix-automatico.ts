import { z } from 'zod'
import {
  BALANCE_ENTRY_REASONS,
  PIX_AUTOMATICO_CANCEL_ORIGINS,
  PIX_AUTOMATICO_CHARGE_STATES,
  PIX_AUTOMATICO_NO_CHARGE_REASONS,
  PIX_AUTOMATICO_STATUSES,
  SERIES_STATUSES,
} from '../enums'

// Wire contract of Pix Automático for weekly series (docs/decisions/102-pix-automatico-for-weekly-series.md).
// Names are stable: add fields, never rename. Money is always integer centavos; instants are ISO 8601 UTC;
// dates (YYYY-MM-DD) are Brasília calendar days, as the PSP reads them.

/** One week of the series as Pix Automático sees it. */
export const pixAutomaticoWeekSchema = z.object({
  /** The week's consultation start (the series hour of that week). */
  starts_at: z.string(),
  /** The week's session; null when the week has none (professional away, series paused…). */
  session_id: z.string().uuid().nullable(),
  state: z.enum(PIX_AUTOMATICO_CHARGE_STATES),
  state_label: z.string(),
  /** Why there is no charge (NONE), or why it was cancelled/credited; null otherwise. */
  reason: z.enum(PIX_AUTOMATICO_NO_CHARGE_REASONS).nullable(),
  reason_label: z.string().nullable(),
  /** What is (or was) charged for the week; null when nothing is. */
  amount_cents: z.number().int().nullable(),
  /** The day the PSP debits (or debited, or will retry); null when no charge. */
  debit_date: z.string().nullable(),
  /** Attempts made so far (1 = the first debit; more are retries). */
  attempts: z.number().int(),
  /** Instant of the successful debit; the week's Receita Saúde entry is dated at it. */
  debited_at: z.string().nullable(),
  /** Amount put back in the patient's balance for this week (CREDITED), else 0. */
  credited_cents: z.number().int(),
})
export type PixAutomaticoWeekDto = z.infer<typeof pixAutomaticoWeekSchema>

/** A balance credit that came from Pix Automático (a debited week that did not happen). */
export const pixAutomaticoCreditSchema = z.object({
  /** The balance entry (GET /user/me/balance lists it with reason PIX_AUTOMATICO_CREDIT). */
  balance_entry_id: z.string().uuid(),
  reason: z.enum(BALANCE_ENTRY_REASONS),
  amount_cents: z.number().int(),
  created_at: z.string(),
  week_starts_at: z.string(),
  session_id: z.string().uuid().nullable(),
})
export type PixAutomaticoCreditDto = z.infer<typeof pixAutomaticoCreditSchema>

/** What the viewer may do, from the server's policy. */
export const pixAutomaticoActionsSchema = z.object({
  /** Start (or start again after a cancellation) Pix Automático for this series: POST …/pix-automatico. */
  opt_in: z.boolean(),
  /** Stop it: POST …/pix-automatico/stop. */
  stop: z.boolean(),
})

/**
 * GET /session-series/:id/pix-automatico — the series' Pix Automático state (patient, its professional,
 * admin). `status` null: never set up for this series (then `offer` says whether it can be).
 */
export const pixAutomaticoSchema = z.object({
  series_id: z.string().uuid(),
  series_status: z.enum(SERIES_STATUSES),
  status: z.enum(PIX_AUTOMATICO_STATUSES).nullable(),
  status_label: z.string().nullable(),
  /** Set when CANCELLED. */
  cancelled_by: z.enum(PIX_AUTOMATICO_CANCEL_ORIGINS).nullable(),
  cancelled_by_label: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** When the bank confirmed the authorization. */
  authorized_at: z.string().nullable(),
  /** The most the PSP may debit in one week, as the patient authorized it (centavos). */
  cap_cents: z.number().int().nullable(),
  /** The next day a debit is due (Brasília date) or null when none is ahead. */
  next_debit_date: z.string().nullable(),
  /** Weeks from the first one on, soonest first (past weeks included, so the history is readable). */
  weeks: z.array(pixAutomaticoWeekSchema),
  credits: z.array(pixAutomaticoCreditSchema),
  /** Whether the offer can be made now (the Pix provider is configured and the series is running). */
  offer: z.object({ available: z.boolean(), cap_cents: z.number().int().nullable(), unavailable_reason: z.string().nullable() }),
  actions: pixAutomaticoActionsSchema,
})
export type PixAutomaticoDto = z.infer<typeof pixAutomaticoSchema>

/**
 * POST /session-series/:id/pix-automatico answer: journey 3 — one QR that pays the first (unpaid) week now
 * AND authorizes the weekly debits up to `cap_cents`. The page shows both the copy-and-paste and the image.
 */
export const pixAutomaticoOptInSchema = z.object({
  pix_automatico: pixAutomaticoSchema,
  qr: z.object({
    /** The composite BR Code (immediate charge + recurrence): "Pix Copia e Cola". */
    pix_copia_e_cola: z.string(),
    /** The same code as an image data URL ("data:image/gif;base64,…") for an <img>. */
    image_data_url: z.string(),
    /** What the QR pays now: the first week. */
    amount_cents: z.number().int(),
    /** The first week's session this QR pays. */
    session_id: z.string().uuid(),
    /** After this instant the QR no longer pays (the first week's payment deadline). */
    expires_at: z.string().nullable(),
  }),
  cap_cents: z.number().int(),
})
export type PixAutomaticoOptInDto = z.infer<typeof pixAutomaticoOptInSchema>

/** GET /pix-automatico (admin): every series with Pix Automático, newest first. */
export const pixAutomaticoListItemSchema = z.object({
  series_id: z.string().uuid(),
  status: z.enum(PIX_AUTOMATICO_STATUSES),
  status_label: z.string(),
  patient: z.object({ id: z.string().uuid(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
  professional: z.object({ id: z.string().uuid(), first_name: z.string(), last_name: z.string() }),
  cap_cents: z.number().int(),
  next_debit_date: z.string().nullable(),
  /** Weeks with a failed debit still retrying or fallen back. */
  failed_weeks: z.number().int(),
  created_at: z.string(),
})
export const pixAutomaticoListSchema = z.object({ data: z.array(pixAutomaticoListItemSchema), total: z.number().int() })
export type PixAutomaticoListDto = z.infer<typeof pixAutomaticoListSchema>

/** Test-support answers (only with TEST_CLOCK_CONTROL=1 and the fake PSP): what the fake PSP did. */
export const pixAutomaticoTestActionResultSchema = z.object({
  ok: z.boolean(),
  /** The state after the webhook the fake PSP sent was processed. */
  pix_automatico: pixAutomaticoSchema,
})
export type PixAutomaticoTestActionResultDto = z.infer<typeof pixAutomaticoTestActionResultSchema>

export const pixAutomaticoJobsResultSchema = z.object({
  /** Recurring charges sent to the PSP by this run. */
  scheduled: z.number().int(),
  /** Charges cancelled (week no longer happens) or credited. */
  cancelled: z.number().int(),
  credited: z.number().int(),
  /** Weeks that fell back to an ordinary payment request. */
  fallbacks: z.number().int(),
})
export type PixAutomaticoJobsResultDto = z.infer<typeof pixAutomaticoJobsResultSchema>
