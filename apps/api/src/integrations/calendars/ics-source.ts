import { assertFetchable } from './address-guard'
import { CalendarAccessError } from './calendar-read-error'

// An iCal address (Google's secret address, Outlook's published calendar, any .ics) read with HTTP
// conditional requests (RFC 9110): the validators of the last good copy go back as If-None-Match and
// If-Modified-Since, and a 304 means that copy still holds.

export type IcsValidators = { etag: string | null; lastModified: string | null }
export type IcsRead = { changed: false } | { changed: true; text: string; validators: IcsValidators }
export type IcsReadOptions = { timeoutMs: number; maxBytes: number; allowPrivate: boolean }

/** webcal:// is how calendar apps spell an https address meant for subscription. */
export function icsHttpUrl(address: string): URL {
  return new URL(address.trim().replace(/^webcals?:\/\//i, 'https://'))
}

export async function readIcs(address: string, validators: IcsValidators, options: IcsReadOptions): Promise<IcsRead> {
  const url = icsHttpUrl(address)
  await assertFetchable(url, options.allowPrivate)
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Acolhe calendar reader' }
  if (validators.etag) headers['if-none-match'] = validators.etag
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified
  let response: Response
  try {
    response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs) })
  } catch (error) {
    throw new CalendarAccessError('UNREACHABLE', error instanceof Error ? error.message : String(error))
  }
  if (response.status === 304) return { changed: false }
  if ([401, 403, 404, 410].includes(response.status)) throw new CalendarAccessError('REFUSED', `HTTP ${response.status}`)
  if (!response.ok) throw new CalendarAccessError('UNREACHABLE', `HTTP ${response.status}`)
  const body = await response.arrayBuffer()
  if (body.byteLength > options.maxBytes) throw new CalendarAccessError('INVALID', `larger than ${options.maxBytes} bytes`)
  const text = new TextDecoder().decode(body)
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new CalendarAccessError('INVALID', 'not iCalendar')
  return { changed: true, text, validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') } }
}
