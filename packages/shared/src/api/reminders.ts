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

/**
 * What 'Cancelar consulta' on a reminder's cancel page would do now, asked before the click (the token is
 * not used): the consultation and what happens to the money, in the server's words (decision 067).
 */
export const reminderLinkPreviewSchema = z.object({
  session: z.string(),
  money: z.string(),
  /** Whether the money would return: the page colours the sentence, it never computes it. */
  refund: z.boolean(),
})
export type ReminderLinkPreview = z.infer<typeof reminderLinkPreviewSchema>

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

/** '48h': the confirm/cancel reminder, sent while the free cancellation is open (decision 067); '1h': a plain one. */
export type ReminderWhich = '48h' | '1h'
