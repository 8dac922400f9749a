import { z } from 'zod'
import { WAITLIST_MODALITIES } from '../schemas/waitlist'

// Response shapes of the waitlist API (docs/decisions/041-waitlist-and-held-hours.md).

/** A weekly hour the patient may wait for (Brasília weekday 0 = Sunday and hour 0–23). */
export const waitlistHourSchema = z.object({ week_day: z.number().int(), hour: z.number().int() })
export type WaitlistHourDto = z.infer<typeof waitlistHourSchema>

/**
 * What the wizard may offer for one professional: waiting for any hour (only when no hour is open in the
 * booking window) and the weekly hours that have no open time left in it. Empty means nothing to wait for.
 */
export const waitlistOptionsSchema = z.object({
  any_hour: z.boolean(),
  hours: z.array(waitlistHourSchema),
  /** The modalities the professional attends in, as the patient may prefer them. */
  modalities: z.array(z.enum(WAITLIST_MODALITIES)),
})
export type WaitlistOptionsDto = z.infer<typeof waitlistOptionsSchema>

/** An hour held for the patient by an offer, while it lasts. */
export const waitlistOfferSummarySchema = z.object({ id: z.string(), start: z.string(), expires_at: z.string() })

/** One of the patient's waitlist entries (only those still waiting are listed). */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  professional: z.object({ id: z.string(), name: z.string() }),
  week_day: z.number().int().nullable(),
  hour: z.number().int().nullable(),
  modality: z.enum(WAITLIST_MODALITIES),
  created_at: z.string(),
  /** The hour currently held for this entry, if an offer is open. */
  offer: waitlistOfferSummarySchema.nullable(),
})
export type WaitlistEntryDto = z.infer<typeof waitlistEntrySchema>
/** `time_zone`: the patient's, which every hour of the list is read in (decision 068). */
export const waitlistEntryListSchema = z.object({ entries: z.array(waitlistEntrySchema), max_entries: z.number().int(), time_zone: z.string() })
export type WaitlistEntryListDto = z.infer<typeof waitlistEntryListSchema>

/**
 * An offer as its patient sees it (the email's link). `bookable`: the hour is still held for them, so the
 * page leads to the wizard at that hour with `is_online` and `available_date_id` as the booking needs them.
 */
export const waitlistOfferSchema = z.object({
  id: z.string(),
  professional: z.object({ id: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  expires_at: z.string(),
  status: z.enum(['HELD', 'BOOKED', 'EXPIRED', 'RELEASED']),
  bookable: z.boolean(),
  is_online: z.boolean(),
  available_date_id: z.string().nullable(),
  /** The patient's zone, which the page reads the hours in (decision 068). */
  time_zone: z.string(),
})
export type WaitlistOfferDto = z.infer<typeof waitlistOfferSchema>
