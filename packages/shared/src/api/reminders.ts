import { z } from 'zod'

// Reminder links and reminder channels (docs/decisions/037-whatsapp-reminders-and-reminder-links.md).

export const REMINDER_LINK_ACTIONS = ['confirm', 'cancel'] as const
export type ReminderLinkAction = (typeof REMINDER_LINK_ACTIONS)[number]

export const reminderLinkBodySchema = z.strictObject({ token: z.string().min(1).max(512) })

/** What a used link did, in the patient's words: the page shows `title` and `message` as they come. */
export const reminderLinkOutcomeSchema = z.object({
  action: z.enum(REMINDER_LINK_ACTIONS),
  title: z.string(),
  message: z.string(),
})
export type ReminderLinkOutcome = z.infer<typeof reminderLinkOutcomeSchema>

/** The patient's reminder channels besides email; `available` false hides the WhatsApp choice. */
export const reminderChannelsSchema = z.object({
  whatsapp: z.object({
    available: z.boolean(),
    enabled: z.boolean(),
    /** The patient has a phone number the messages can go to. */
    has_phone: z.boolean(),
    opted_in_at: z.string().nullable(),
    opted_out_at: z.string().nullable(),
  }),
})
export type ReminderChannelsDto = z.infer<typeof reminderChannelsSchema>

export const whatsappChoiceBodySchema = z.strictObject({ enabled: z.boolean() })

/** Which reminder of a consultation: the day before (24 h) or the hour before. */
export type ReminderWhich = '24h' | '1h'
