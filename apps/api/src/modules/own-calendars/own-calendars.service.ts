import { randomUUID } from 'node:crypto'
import { BOOKING_WINDOW_DAYS } from '@acolhe/shared/constants'
import type { CaldavCalendarsDto, OwnCalendarDto, OwnCalendarsDto } from '@acolhe/shared/api/own-calendars'
import { ownCalendarsApiTexts as t } from '@acolhe/shared/texts/own-calendars'
import type { Deps } from '../../deps'
import type { Db } from '../../db/client'
import { CalendarAccessError, type CalendarProblem } from '../../integrations/calendars/calendar-read-error'
import { listCalDavCalendars, readCalDavEvents, type CalDavLogin, type CalDavOptions } from '../../integrations/calendars/caldav-account'
import { icsHttpUrl, readIcs, type IcsValidators } from '../../integrations/calendars/ics-source'
import { addLocalDays, localDateOf, localWeekDayOf, startOfLocalDay } from '../../lib/brasilia-time'
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { openText, sealText } from '../../lib/sealed-text'
import { busyIntervalsOf, mergeIntervals, type BusyInterval } from './busy-times'
import * as repo from './own-calendars.repository'

// The professional's own calendars (decision 087): connecting checks the calendar by reading it once;
// afterwards the sync job reads each again every CALENDAR_SYNC_SECONDS. A read turns the calendar into
// busy intervals over the booking window and stores them only when they changed (each store bumps the
// professional's calendar version: their cached open times, and only theirs, are recomputed). A failed
// read keeps the last good intervals and records why, which the screen shows.

type CalendarDeps = Pick<Deps, 'db' | 'clock' | 'config'>

/** A professional connects at most this many calendars: each costs a read every few minutes. */
export const MAX_CALENDARS = 5
const MAX_ICS_BYTES = 10 * 1024 * 1024

const associatedData = (id: string, professionalId: string) => `external-calendar:v1:${id}:${professionalId}`

function keysOf(deps: CalendarDeps) {
  const keys = deps.config.clinicalNotes
  // Production refuses to start without keys (startup/production-guards.ts): this cannot happen there.
  if (!keys) throw new Error('own calendars: CLINICAL_NOTES_KEYS is not configured')
  return keys
}

function optionsOf(deps: CalendarDeps): CalDavOptions & { maxBytes: number } {
  return { timeoutMs: deps.config.calendars.timeoutSeconds * 1000, allowPrivate: deps.config.calendars.allowPrivateAddresses, maxBytes: MAX_ICS_BYTES }
}

/**
 * The stretch busy times are kept for: from the start of today in Brasília to the end of the day after
 * the booking window. Whole days, so the stored list changes with the clock once a day, not at each read.
 */
export function busyWindow(now: Date): { from: Date; to: Date } {
  const today = localDateOf(now)
  return { from: startOfLocalDay(today), to: startOfLocalDay(addLocalDays(today, BOOKING_WINDOW_DAYS + 2)) }
}

function refusalOf(error: unknown): UnprocessableError {
  if (error instanceof CalendarAccessError) return new UnprocessableError(t.problem[error.problem], `CALENDAR_${error.problem}`)
  throw error
}

/** The professional's own addresses: an invitation to one of them that they declined does not block. */
async function ownAddressesOf(db: Db, professionalId: string, username: string | null): Promise<Set<string>> {
  const email = await repo.professionalEmailOf(db, professionalId)
  return new Set([email, username].filter((a): a is string => Boolean(a && a.includes('@'))).map((a) => a.toLowerCase()))
}

type Secret = { kind: 'ICS'; url: string } | { kind: 'CALDAV'; login: CalDavLogin; writeCalendarUrl: string | null }

/** Reads a calendar now: the busy intervals, or `null` when an iCal address answered 'not modified'. */
async function readBusy(deps: CalendarDeps, professionalId: string, secret: Secret, validators: IcsValidators) {
  const now = deps.clock.now()
  const { from, to } = busyWindow(now)
  if (secret.kind === 'ICS') {
    const read = await readIcs(secret.url, validators, optionsOf(deps))
    if (!read.changed) return { intervals: null, validators }
    const own = await ownAddressesOf(deps.db, professionalId, null)
    return { intervals: parseOrInvalid(() => busyIntervalsOf(read.text, from, to, own)), validators: read.validators }
  }
  const texts = await readCalDavEvents(secret.login, from, to, secret.writeCalendarUrl, optionsOf(deps))
  const own = await ownAddressesOf(deps.db, professionalId, secret.login.username)
  return { intervals: parseOrInvalid(() => mergeIntervals(texts.flatMap((text) => busyIntervalsOf(text, from, to, own)))), validators }
}

function parseOrInvalid(parse: () => BusyInterval[]): BusyInterval[] {
  try {
    return parse()
  } catch (error) {
    throw new CalendarAccessError('INVALID', error instanceof Error ? error.message : String(error))
  }
}

/** The host of an address, what the screens show of it (the rest of an iCal address is the secret). */
function hostOf(address: string): string {
  try {
    return icsHttpUrl(address).host
  } catch {
    throw new UnprocessableError(t.invalidUrl, 'CALENDAR_INVALID_URL')
  }
}

export type ConnectInput =
  | { kind: 'ICS'; url: string }
  | { kind: 'CALDAV'; server_url: string; username: string; password: string; write_calendar_url: string | null; show_patient_name: boolean }

/** The calendars of a CalDAV account, for the professional to choose where sessions are written. */
export async function caldavCalendars(deps: CalendarDeps, login: { server_url: string; username: string; password: string }): Promise<CaldavCalendarsDto> {
  hostOf(login.server_url)
  const calendars = await listCalDavCalendars({ serverUrl: login.server_url, username: login.username, password: login.password }, optionsOf(deps)).catch((error: unknown) => {
    throw refusalOf(error)
  })
  return { calendars }
}

/** Connects a calendar after one good read; its busy times block hours from this commit on. */
export async function connect(deps: CalendarDeps, professionalId: string, input: ConnectInput): Promise<OwnCalendarDto> {
  if ((await repo.countCalendarsOf(deps.db, professionalId)) >= MAX_CALENDARS) throw new ConflictError(t.tooMany, 'CALENDAR_LIMIT')
  const label = input.kind === 'ICS' ? hostOf(input.url) : `${input.username} — ${hostOf(input.server_url)}`
  let secret: Secret
  if (input.kind === 'ICS') {
    secret = { kind: 'ICS', url: input.url }
  } else {
    const login = { serverUrl: input.server_url, username: input.username, password: input.password }
    if (input.write_calendar_url) {
      if (await repo.writeTargetOf(deps.db, professionalId)) throw new ConflictError(t.onlyOneWriteCalendar, 'CALENDAR_WRITE_TAKEN')
      const calendars = await listCalDavCalendars(login, optionsOf(deps)).catch((error: unknown) => {
        throw refusalOf(error)
      })
      if (!calendars.some((c) => c.url === input.write_calendar_url)) throw new UnprocessableError(t.writeCalendarNotFound, 'CALENDAR_WRITE_NOT_FOUND')
    }
    secret = { kind: 'CALDAV', login, writeCalendarUrl: input.write_calendar_url }
  }
  const read = await readBusy(deps, professionalId, secret, { etag: null, lastModified: null }).catch((error: unknown) => {
    throw refusalOf(error)
  })
  const id = randomUUID()
  const sealed = sealText(keysOf(deps), associatedData(id, professionalId), input.kind === 'ICS' ? input.url : input.password)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await repo.insertCalendar(tx, {
      id,
      professionalId,
      kind: input.kind,
      label,
      serverUrl: input.kind === 'CALDAV' ? input.server_url : null,
      username: input.kind === 'CALDAV' ? input.username : null,
      secretKeyId: sealed.keyId,
      secretIv: sealed.iv,
      secretCiphertext: sealed.ciphertext,
      writeCalendarUrl: input.kind === 'CALDAV' ? input.write_calendar_url : null,
      showPatientName: input.kind === 'CALDAV' ? input.show_patient_name : false,
      etag: read.validators.etag,
      lastModified: read.validators.lastModified,
      lastAttemptAt: now,
      lastSuccessAt: now,
      nextSyncAt: new Date(now.getTime() + deps.config.calendars.syncSeconds * 1000),
      createdAt: now,
    })
    await repo.replaceBusyTimes(tx, id, professionalId, read.intervals ?? [])
  })
  const row = await repo.findCalendar(deps.db, id)
  if (!row) throw new NotFoundError(t.notFound)
  return dtoOf(row)
}

function dtoOf(row: repo.ExternalCalendarRow): OwnCalendarDto {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    problem: (row.lastError as CalendarProblem | null) ?? null,
    writes_sessions: row.writeCalendarUrl !== null,
    show_patient_name: row.showPatientName,
  }
}

/** The professional's calendars and what they block this Brasília week, Monday to Sunday. */
export async function overview(deps: CalendarDeps, professionalId: string): Promise<OwnCalendarsDto> {
  const now = deps.clock.now()
  const monday = addLocalDays(localDateOf(now), -((localWeekDayOf(now) + 6) % 7))
  const from = startOfLocalDay(monday)
  const to = startOfLocalDay(addLocalDays(monday, 7))
  const [calendars, busy] = await Promise.all([repo.listCalendarsOf(deps.db, professionalId), repo.busyTimesBetween(deps.db, professionalId, from, to)])
  const merged = mergeIntervals(busy.map((b) => ({ start: b.startsAt, end: b.endsAt })))
  return {
    calendars: calendars.map(dtoOf),
    week: { from: from.toISOString(), to: to.toISOString(), busy: merged.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })) },
  }
}

/** Disconnects: the sealed secret and the busy times are deleted in one statement (cascade). */
export async function disconnect(deps: CalendarDeps, professionalId: string, id: string): Promise<void> {
  const deleted = await deps.db.transaction((tx) => repo.deleteCalendar(tx, professionalId, id))
  if (!deleted) throw new NotFoundError(t.notFound)
}

/** The stored secret of a calendar, opened; null when it no longer opens (its key was removed). */
export function secretOf(deps: CalendarDeps, row: repo.ExternalCalendarRow): Secret | null {
  const opened = openText(keysOf(deps), associatedData(row.id, row.professionalId), { keyId: row.secretKeyId, iv: row.secretIv, ciphertext: row.secretCiphertext })
  if (opened === null) return null
  if (row.kind === 'ICS') return { kind: 'ICS', url: opened }
  return { kind: 'CALDAV', login: { serverUrl: row.serverUrl ?? '', username: row.username ?? '', password: opened }, writeCalendarUrl: row.writeCalendarUrl }
}

/** Reads one claimed calendar and stores the outcome; returns whether its busy times changed. */
export async function syncCalendar(deps: CalendarDeps, row: repo.ExternalCalendarRow): Promise<boolean> {
  const now = deps.clock.now()
  const next = new Date(now.getTime() + deps.config.calendars.syncSeconds * 1000)
  const secret = secretOf(deps, row)
  if (!secret) {
    await repo.recordReadFailure(deps.db, row.id, now, next, 'REFUSED')
    return false
  }
  let read: Awaited<ReturnType<typeof readBusy>>
  try {
    read = await readBusy(deps, row.professionalId, secret, { etag: row.etag, lastModified: row.lastModified })
  } catch (error) {
    if (!(error instanceof CalendarAccessError)) throw error
    await repo.recordReadFailure(deps.db, row.id, now, next, error.problem)
    return false
  }
  return deps.db.transaction(async (tx) => {
    // Disconnected while it was being read: nothing to store.
    if (!(await repo.findCalendar(tx, row.id))) return false
    const changed = read.intervals ? await repo.replaceBusyTimes(tx, row.id, row.professionalId, read.intervals) : false
    await repo.recordReadSuccess(tx, row.id, now, next, read.validators)
    return changed
  })
}

/** One run of the sync job: every calendar due, read in turn; returns how many were read. */
export async function syncDueCalendars(deps: CalendarDeps, limit = 20): Promise<number> {
  const now = deps.clock.now()
  const claimed = await repo.claimDueCalendars(deps.db, now, limit, 5 * 60_000)
  for (const row of claimed) await syncCalendar(deps, row)
  return claimed.length
}
