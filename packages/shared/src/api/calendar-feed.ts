import { z } from 'zod'

// The professional's private calendar feed (decision 027). The address carries a secret token that the
// server keeps only hashed, so it is shown once, when created; afterwards only whether one is active.

/** GET /professional-private/me/calendar-feed. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), created_at: z.string().nullable() })
export type CalendarFeedStatusDto = z.infer<typeof calendarFeedStatusSchema>

/** POST /professional-private/me/calendar-feed: a new address (any previous one stops working). */
export const calendarFeedCreatedSchema = z.object({ url: z.string(), created_at: z.string() })
export type CalendarFeedCreatedDto = z.infer<typeof calendarFeedCreatedSchema>
