import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnCalendarsDto } from '@acolhe/shared/api/own-calendars'
import { calendarVersions } from '../src/db/schema/calendar-versions'
import { externalBusyTimes, externalCalendarEvents, externalCalendars } from '../src/db/schema/external-calendars'
import { syncDueCalendars } from '../src/modules/own-calendars/own-calendars.service'
import { writeDueSessions } from '../src/modules/own-calendars/session-writes'
import { createAvailability, createPatient, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookAs, setStatus } from './helpers/booking'
import { CALENDAR_NOW, caldavEvents, googleCalendarIcs, hoursBlockedByCalDav, hoursBlockedByGoogle, type BlockedHours } from './helpers/own-calendar-fixture'
import { giveBalance } from './helpers/payments'
import { radicalePath, startRadicale } from './helpers/radicale'

// The professional's own calendars (decision 087) against real servers: a local iCal server (node:http,
// with ETag and Last-Modified) and Radicale, a CalDAV server started here on a free port. The clock is
// pinned to Monday 2 March 2026; the fixture's events cross New York's and Lisbon's daylight-saving
// changes, and the open-times answer must block exactly the hours written out by hand in the fixture.

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Answer = { professionalAvailability: { availability: { hours: { start_time: string }[] }[] } }

/** A little iCal server: serves `body` with validators, answers 304 to a matching If-None-Match, or fails on demand. */
function icsServer(initial: string) {
  let body = initial
  let version = 1
  let failing = false
  const seen: { ifNoneMatch: string | undefined; ifModifiedSince: string | undefined; status: number }[] = []
  const server: Server = createServer((request, response) => {
    const etag = `"v${version}"`
    const lastModified = new Date(Date.UTC(2026, 1, 1) + version * HOUR).toUTCString()
    const answer = (status: number, text = '') => {
      seen.push({ ifNoneMatch: request.headers['if-none-match'], ifModifiedSince: request.headers['if-modified-since'], status })
      response.writeHead(status, status === 200 ? { 'content-type': 'text/calendar; charset=utf-8', etag, 'last-modified': lastModified } : {})
      response.end(text)
    }
    if (failing) return answer(503)
    if (request.url !== '/private-7f3a/basic.ics') return answer(404)
    if (request.headers['if-none-match'] === etag) return answer(304)
    answer(200, body)
  })
  return {
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/private-7f3a/basic.ics`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    replace: (text: string) => {
      body = text
      version += 1
    },
    fail: (value: boolean) => {
      failing = value
    },
    seen,
  }
}

/** Every start the weekly slots (Monday to Friday, 08:00–18:00 in Brasília) offer in the window, minus `blocked`. */
function expectedStarts(now: Date, blocked: BlockedHours[]): string[] {
  const earliest = now.getTime() + HOUR
  const latest = now.getTime() + 60 * DAY
  const starts: string[] = []
  for (let day = Date.UTC(2026, 2, 2); day <= latest; day += DAY) {
    const date = new Date(day)
    const weekDay = date.getUTCDay()
    if (weekDay === 0 || weekDay === 6) continue
    const iso = date.toISOString().slice(0, 10)
    for (let hour = 8; hour < 18; hour += 1) {
      const start = day + (hour + 3) * HOUR
      if (start < earliest || start > latest) continue
      if (blocked.some((b) => b.get(iso) === 'all' || (Array.isArray(b.get(iso)) && (b.get(iso) as number[]).includes(hour)))) continue
      starts.push(new Date(start).toISOString())
    }
  }
  return starts
}

let app: TestApp
let ics: ReturnType<typeof icsServer>
let icsUrl: string
let radicale: Awaited<ReturnType<typeof startRadicale>>
const db = () => app.database.db

beforeAll(async () => {
  app = await createTestApp({ now: CALENDAR_NOW, config: { publicUrl: 'https://acolhe.example' } })
  radicale = await startRadicale()
  await radicale.makeCalendar('pessoal', 'Pessoal')
  await radicale.makeCalendar('acolhe', 'Consultas Acolhe')
  for (const [file, text] of Object.entries(caldavEvents)) await radicale.putEvent('pessoal', file, text)
}, 30_000)
afterAll(async () => {
  await app?.close()
  await ics?.stop()
  await radicale?.stop()
})

async function professionalWithWeek(email: string) {
  await createService(db(), { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
  const professional = await createProfessional(db(), { email, serviceModality: 'FULL_REMOTE', professionalType: 'PSYCHOLOGIST' })
  await createAvailability(db(), professional.id, [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startTime: '0800', endTime: '1800' })))
  const cookie = await logInAs(app, 'professional', email)
  return { professional, cookie }
}

async function openStarts(professionalId: string): Promise<string[]> {
  const response = await app.inject({ url: `/api/public/available-dates/${professionalId}` })
  expect(response.statusCode).toBe(200)
  return (response.json() as Answer).professionalAvailability.availability.flatMap((d) => d.hours.map((h) => h.start_time))
}

const versionOf = async (professionalId: string) => (await db().select().from(calendarVersions).where(eq(calendarVersions.professionalId, professionalId)))[0]?.version ?? 0

describe.skipIf(!radicalePath)('the professional’s own calendars', () => {
  let professionalId = ''
  let cookie = ''

  it('block exactly the hours of an iCal address and a CalDAV account over the next 60 days (recurrences, exceptions, moved occurrences, DST abroad, all-day, transparent, declined)', async () => {
    ics = icsServer(googleCalendarIcs('terapeuta@example.com'))
    icsUrl = await ics.start()
    ;({ professional: { id: professionalId }, cookie } = await professionalWithWeek('terapeuta@example.com'))
    const now = new Date(CALENDAR_NOW)
    expect(await openStarts(professionalId)).toEqual(expectedStarts(now, []))

    const connected = await app.inject({ method: 'POST', url: '/api/professional-private/me/own-calendars', headers: { cookie }, payload: { kind: 'ICS', url: icsUrl } })
    expect(connected.statusCode, connected.body).toBe(201)
    expect(connected.json()).toMatchObject({ kind: 'ICS', label: new URL(icsUrl).host, problem: null, writes_sessions: false })
    expect(await openStarts(professionalId)).toEqual(expectedStarts(now, [hoursBlockedByGoogle()]))

    const login = { server_url: radicale.url, username: radicale.user, password: radicale.password }
    const listed = await app.inject({ method: 'POST', url: '/api/professional-private/me/own-calendars/caldav-calendars', headers: { cookie }, payload: login })
    expect(listed.statusCode, listed.body).toBe(200)
    const calendars = (listed.json() as { calendars: { url: string; name: string }[] }).calendars
    expect(calendars.map((c) => c.name).sort()).toEqual(['Consultas Acolhe', 'Pessoal'])
    const writeInto = calendars.find((c) => c.name === 'Consultas Acolhe')!.url
    const caldav = await app.inject({
      method: 'POST',
      url: '/api/professional-private/me/own-calendars',
      headers: { cookie },
      payload: { kind: 'CALDAV', ...login, write_calendar_url: writeInto, show_patient_name: false },
    })
    expect(caldav.statusCode, caldav.body).toBe(201)
    expect(caldav.json()).toMatchObject({ kind: 'CALDAV', writes_sessions: true })
    expect(await openStarts(professionalId)).toEqual(expectedStarts(now, [hoursBlockedByGoogle(), hoursBlockedByCalDav()]))

    // Nothing but times is stored, and the secrets only sealed.
    const rows = await db().select().from(externalCalendars).where(eq(externalCalendars.professionalId, professionalId))
    expect(JSON.stringify(rows)).not.toContain('private-7f3a')
    expect(JSON.stringify(rows)).not.toContain(radicale.password)
    expect(Object.keys((await db().select().from(externalBusyTimes).limit(1))[0] ?? {}).sort()).toEqual(['calendarId', 'endsAt', 'id', 'professionalId', 'startsAt'])
  })

  it('refuses a booking in a blocked hour, as the answer does not offer it', async () => {
    const patient = await createPatient(db())
    const patientCookie = await logInAs(app, 'patient', patient.email)
    // Tuesday 10 March, 09:00 in Brasília: the New York supervision (08:00 EDT).
    const refused = await bookAs(app, patientCookie, { professional_id: professionalId, selected_date: '2026-03-10T12:00:00.000Z' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'HOUR_NOT_OFFERED' })
  })

  it('reads the iCal address again with its validators: unchanged, nothing is rewritten and the cached answer stays', async () => {
    const before = await versionOf(professionalId)
    app.clock.set(new Date(new Date(CALENDAR_NOW).getTime() + 10 * 60_000).toISOString())
    expect(await syncDueCalendars(app.deps)).toBe(2)
    expect(ics.seen.at(-1)).toMatchObject({ ifNoneMatch: '"v1"', status: 304 })
    expect(ics.seen.at(-1)?.ifModifiedSince).toBeTruthy()
    expect(await versionOf(professionalId)).toBe(before)
  })

  it('an unreachable calendar keeps its last good copy and tells the professional', async () => {
    ics.fail(true)
    app.clock.set(new Date(new Date(CALENDAR_NOW).getTime() + 20 * 60_000).toISOString())
    await syncDueCalendars(app.deps)
    ics.fail(false)
    expect(await openStarts(professionalId)).toEqual(expectedStarts(app.clock.now(), [hoursBlockedByGoogle(), hoursBlockedByCalDav()]))
    const overview = (await app.inject({ url: '/api/professional-private/me/own-calendars', headers: { cookie } })).json() as OwnCalendarsDto
    const icsCalendar = overview.calendars.find((c) => c.kind === 'ICS')!
    expect(icsCalendar.problem).toBe('UNREACHABLE')
    expect(icsCalendar.last_success_at).toBe(new Date(new Date(CALENDAR_NOW).getTime() + 10 * 60_000).toISOString())
    // This week: the supervision on Tuesday 3 March, 10:00–11:00 in Brasília (13:00–14:00 UTC), and Friday's group.
    expect(overview.week).toEqual({
      from: '2026-03-02T03:00:00.000Z',
      to: '2026-03-09T03:00:00.000Z',
      busy: [
        { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T14:00:00.000Z' },
        { start: '2026-03-06T15:00:00.000Z', end: '2026-03-06T16:00:00.000Z' },
      ],
    })
  })

  it('a change in the calendar reaches the answer at the next read, and empties only that professional’s cached entry', async () => {
    const other = await professionalWithWeek('outra@example.com')
    await openStarts(other.professional.id)
    const otherVersion = await versionOf(other.professional.id)
    ics.replace(googleCalendarIcs('terapeuta@example.com').replace(/BEGIN:VEVENT\r\nUID:feriado@example.com[\s\S]*?END:VEVENT\r\n/, ''))
    app.clock.set(new Date(new Date(CALENDAR_NOW).getTime() + 30 * 60_000).toISOString())
    await syncDueCalendars(app.deps)
    const thursday = await openStarts(professionalId)
    expect(thursday).toContain('2026-03-12T13:00:00.000Z')
    expect(await versionOf(other.professional.id)).toBe(otherVersion)
  })

  it('writes a booked session into the chosen CalDAV calendar ("Consulta Acolhe" and the link, no name), moves it and deletes it when cancelled', async () => {
    const patient = await createPatient(db(), { firstName: 'Joana', lastName: 'Prado' })
    await giveBalance(app, patient.id, 100_000)
    const patientCookie = await logInAs(app, 'patient', patient.email)
    const booked = await bookAs(app, patientCookie, { professional_id: professionalId, selected_date: '2026-03-04T13:00:00.000Z' })
    expect(booked.statusCode, booked.body).toBe(201)
    const sessionId = (booked.json() as { id: string }).id
    expect((booked.json() as { status: string }).status).toBe('CONFIRMED')
    expect(await writeDueSessions(app.deps)).toBe(1)
    const written = await radicale.eventsOf('acolhe')
    expect([...written.keys()]).toEqual([`acolhe-${sessionId}.ics`])
    const event = written.get(`acolhe-${sessionId}.ics`)!
    expect(event).toContain('SUMMARY:Consulta Acolhe')
    expect(event).toContain('https://acolhe.example/profissional/home')
    expect(event).toContain('DTSTART:20260304T130000Z')
    expect(event).not.toMatch(/Joana|Prado/)
    // Acolhe's own calendar is not read back as busy time (the session already takes its hour).
    expect(await radicale.eventsOf('pessoal')).toHaveProperty('size', Object.keys(caldavEvents).length)

    const moved = await app.inject({ method: 'PATCH', url: `/api/session/${sessionId}/date`, headers: { cookie: patientCookie }, payload: { selected_date: '2026-03-04T15:00:00.000Z' } })
    expect(moved.statusCode, moved.body).toBe(200)
    await writeDueSessions(app.deps)
    const afterMove = await radicale.eventsOf('acolhe')
    expect(afterMove.size).toBe(1)
    expect(afterMove.get(`acolhe-${sessionId}.ics`)).toContain('DTSTART:20260304T150000Z')

    const cancelled = await setStatus(app, patientCookie, sessionId, 'CANCELLED')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await writeDueSessions(app.deps)
    expect((await radicale.eventsOf('acolhe')).size).toBe(0)
    expect((await db().select().from(externalCalendarEvents).where(eq(externalCalendarEvents.sessionId, sessionId)))[0]).toMatchObject({ pending: false, eventUrl: null })
  })

  it('names the patient only when the professional turned it on', async () => {
    const { professional, cookie: ownCookie } = await professionalWithWeek('com-nome@example.com')
    await radicale.makeCalendar('com-nome', 'Com nome')
    const payload = { kind: 'CALDAV', server_url: radicale.url, username: radicale.user, password: radicale.password, write_calendar_url: `${radicale.url}/${encodeURIComponent(radicale.user)}/com-nome/`, show_patient_name: true }
    const connected = await app.inject({ method: 'POST', url: '/api/professional-private/me/own-calendars', headers: { cookie: ownCookie }, payload })
    expect(connected.statusCode, connected.body).toBe(201)
    const patient = await createPatient(db(), { firstName: 'Rui', lastName: 'Campos' })
    await giveBalance(app, patient.id, 100_000)
    const patientCookie = await logInAs(app, 'patient', patient.email)
    const booked = await bookAs(app, patientCookie, { professional_id: professional.id, selected_date: '2026-03-05T13:00:00.000Z' })
    expect(booked.statusCode, booked.body).toBe(201)
    await writeDueSessions(app.deps)
    expect([...(await radicale.eventsOf('com-nome')).values()].join()).toContain('SUMMARY:Consulta Acolhe — Rui Campos')
  })

  it('disconnecting deletes the stored secret and busy times, and the hours come back', async () => {
    const overview = (await app.inject({ url: '/api/professional-private/me/own-calendars', headers: { cookie } })).json() as OwnCalendarsDto
    for (const calendar of overview.calendars) {
      const removed = await app.inject({ method: 'DELETE', url: `/api/professional-private/me/own-calendars/${calendar.id}`, headers: { cookie } })
      expect(removed.statusCode).toBe(204)
    }
    expect(await db().select().from(externalCalendars).where(eq(externalCalendars.professionalId, professionalId))).toEqual([])
    expect(await db().select().from(externalBusyTimes).where(eq(externalBusyTimes.professionalId, professionalId))).toEqual([])
    expect(await openStarts(professionalId)).toContain('2026-03-10T12:00:00.000Z')
  })

  it('refuses what it cannot read, in Portuguese', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/professional-private/me/own-calendars/caldav-calendars',
      headers: { cookie },
      payload: { server_url: radicale.url, username: radicale.user, password: 'errada' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({ code: 'CALENDAR_REFUSED' })
    const missing = await app.inject({ method: 'POST', url: '/api/professional-private/me/own-calendars', headers: { cookie }, payload: { kind: 'ICS', url: icsUrl.replace('private-7f3a', 'nada') } })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().message).toMatch(/recusou/)
    const notCalendar = await app.inject({ method: 'POST', url: '/api/professional-private/me/own-calendars', headers: { cookie }, payload: { kind: 'ICS', url: 'ftp://example.com/x.ics' } })
    expect(notCalendar.statusCode).toBe(422)
  })
})
