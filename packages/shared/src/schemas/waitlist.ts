import { z } from 'zod'
import { waitlistTexts as t } from '../texts/waitlist'

// The waitlist ('Avise-me quando abrir', docs/decisions/041-waitlist-and-held-hours.md).

/** Which modality the patient would book when an hour opens. */
export const WAITLIST_MODALITIES = ['ANY', 'ONLINE', 'IN_PERSON'] as const
export type WaitlistModality = (typeof WAITLIST_MODALITIES)[number]

/**
 * Body of POST /waitlist: a professional and, optionally, one weekly hour (weekday 0 = Sunday, hour 0–23,
 * both in Brasília time). Without them the patient waits for any hour of that professional.
 */
export const joinWaitlistBodySchema = z
  .strictObject({
    professional_id: z.uuid({ error: t.professionalNotFound }),
    week_day: z.number({ error: t.invalidWeekDay }).int({ error: t.invalidWeekDay }).min(0, { error: t.invalidWeekDay }).max(6, { error: t.invalidWeekDay }).nullable().default(null),
    hour: z.number({ error: t.invalidHour }).int({ error: t.invalidHour }).min(0, { error: t.invalidHour }).max(23, { error: t.invalidHour }).nullable().default(null),
    modality: z.enum(WAITLIST_MODALITIES, { error: t.invalidModality }).default('ANY'),
  })
  .refine((body) => (body.week_day === null) === (body.hour === null), { error: t.weekDayAndHourTogether, path: ['hour'] })
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>
