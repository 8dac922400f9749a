import { createDAVClient, type DAVCalendar } from 'tsdav'
import { assertFetchable } from './address-guard'
import { CalendarAccessError } from './calendar-read-error'

// A CalDAV account (RFC 4791: iCloud with an app password, Nextcloud, Fastmail, Radicale…) through tsdav:
// discovery of the calendars (well-known address, principal, calendar home), a calendar-query REPORT
// with a time range to read events, and plain PUT/DELETE of one event resource to write Acolhe's sessions.

export type CalDavLogin = { serverUrl: string; username: string; password: string }
export type CalDavCalendar = { url: string; name: string }
export type CalDavOptions = { timeoutMs: number; allowPrivate: boolean }

type Client = Awaited<ReturnType<typeof createDAVClient>>

/** A 401/403 anywhere in the exchange is a refused login; anything else that fails is an unreachable server. */
function accessErrorOf(error: unknown): CalendarAccessError {
  if (error instanceof CalendarAccessError) return error
  const message = error instanceof Error ? error.message : String(error)
  if (/\b(401|403|unauthori[sz]ed|forbidden|invalid credentials)\b/i.test(message)) return new CalendarAccessError('REFUSED', message)
  return new CalendarAccessError('UNREACHABLE', message)
}

async function connect(login: CalDavLogin, options: CalDavOptions): Promise<Client> {
  const url = new URL(login.serverUrl)
  await assertFetchable(url, options.allowPrivate)
  const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) })
  try {
    return await createDAVClient({
      serverUrl: url.toString(),
      credentials: { username: login.username, password: login.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: timedFetch,
    })
  } catch (error) {
    throw accessErrorOf(error)
  }
}

const holdsEvents = (calendar: DAVCalendar) => !calendar.components || calendar.components.includes('VEVENT')
const nameOf = (calendar: DAVCalendar) => (typeof calendar.displayName === 'string' && calendar.displayName.trim() ? calendar.displayName.trim() : decodeURIComponent(calendar.url.split('/').filter(Boolean).at(-1) ?? calendar.url))

/** The account's calendars that hold events. Throws CalendarAccessError. */
export async function listCalDavCalendars(login: CalDavLogin, options: CalDavOptions): Promise<CalDavCalendar[]> {
  const client = await connect(login, options)
  try {
    return (await client.fetchCalendars()).filter(holdsEvents).map((calendar) => ({ url: calendar.url, name: nameOf(calendar) }))
  } catch (error) {
    throw accessErrorOf(error)
  }
}

/**
 * The iCalendar texts of every event resource of every event calendar that has anything in [from, to)
 * (the server's time-range filter includes recurring events with an occurrence there), except the
 * calendar Acolhe writes its sessions into: those are Acolhe's own hours, already blocked.
 */
export async function readCalDavEvents(login: CalDavLogin, from: Date, to: Date, skipCalendarUrl: string | null, options: CalDavOptions): Promise<string[]> {
  const client = await connect(login, options)
  try {
    const calendars = (await client.fetchCalendars()).filter(holdsEvents)
    const texts: string[] = []
    for (const calendar of calendars) {
      if (skipCalendarUrl && sameUrl(calendar.url, skipCalendarUrl)) continue
      const objects = await client.fetchCalendarObjects({ calendar, timeRange: { start: from.toISOString(), end: to.toISOString() } })
      for (const object of objects) if (typeof object.data === 'string' && object.data.includes('BEGIN:VCALENDAR')) texts.push(object.data)
    }
    return texts
  } catch (error) {
    throw accessErrorOf(error)
  }
}

function sameUrl(a: string, b: string): boolean {
  const normal = (u: string) => decodeURIComponent(new URL(u).pathname).replace(/\/+$/, '')
  return normal(a) === normal(b)
}

/** Creates or replaces one event resource; returns its address. */
export async function putCalDavEvent(login: CalDavLogin, calendarUrl: string, fileName: string, ics: string, options: CalDavOptions): Promise<string> {
  const client = await connect(login, options)
  const url = new URL(fileName, calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`).toString()
  const response = await client.updateObject({ url, data: ics, headers: { 'content-type': 'text/calendar; charset=utf-8' } }).catch((error: unknown) => {
    throw accessErrorOf(error)
  })
  if (!response.ok) throw accessErrorOf(new Error(`PUT ${response.status}`))
  return url
}

/** Deletes one event resource; one already gone counts as deleted. */
export async function deleteCalDavEvent(login: CalDavLogin, eventUrl: string, options: CalDavOptions): Promise<void> {
  const client = await connect(login, options)
  const response = await client.deleteObject({ url: eventUrl }).catch((error: unknown) => {
    throw accessErrorOf(error)
  })
  if (!response.ok && response.status !== 404) throw accessErrorOf(new Error(`DELETE ${response.status}`))
}
