import { z } from 'zod'

// The professional's own calendars (decision 087). The secret part (the iCal address, the app password)
// goes in once and never comes back: answers carry only a label (the address's host) and the state.

export const OWN_CALENDAR_PROBLEMS = ['UNREACHABLE', 'REFUSED', 'INVALID', 'BLOCKED'] as const

const address = z.string().trim().min(1).max(2000)

/** POST /professional-private/me/own-calendars: an iCal address, or a CalDAV account (and the calendar to write into). */
export const connectOwnCalendarSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ICS'), url: address }),
  z.object({
    kind: z.literal('CALDAV'),
    server_url: address,
    username: z.string().trim().min(1).max(200),
    password: z.string().min(1).max(500),
    write_calendar_url: z.string().max(2000).nullable().default(null),
    show_patient_name: z.boolean().default(false),
  }),
])
export type ConnectOwnCalendarBody = z.input<typeof connectOwnCalendarSchema>

/** POST /professional-private/me/own-calendars/caldav-calendars: the account's calendars, to choose where to write. */
export const caldavLoginSchema = z.object({ server_url: address, username: z.string().trim().min(1).max(200), password: z.string().min(1).max(500) })
export const caldavCalendarsSchema = z.object({ calendars: z.array(z.object({ url: z.string(), name: z.string() })) })
export type CaldavCalendarsDto = z.infer<typeof caldavCalendarsSchema>

export const ownCalendarSchema = z.object({
  id: z.string(),
  kind: z.enum(['ICS', 'CALDAV']),
  label: z.string(),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  problem: z.enum(OWN_CALENDAR_PROBLEMS).nullable(),
  writes_sessions: z.boolean(),
  show_patient_name: z.boolean(),
})
export type OwnCalendarDto = z.infer<typeof ownCalendarSchema>

/** GET /professional-private/me/own-calendars: the calendars and what they block this Brasília week (Monday to Sunday). */
export const ownCalendarsSchema = z.object({
  calendars: z.array(ownCalendarSchema),
  week: z.object({ from: z.string(), to: z.string(), busy: z.array(z.object({ start: z.string(), end: z.string() })) }),
})
export type OwnCalendarsDto = z.infer<typeof ownCalendarsSchema>
