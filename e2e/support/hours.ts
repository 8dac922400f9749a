import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { pinnedNow } from './timeline'

// Each spec's own hours (decision 018). The demo professionals are shared by every journey, so each
// spec that books one of them owns whole days of that professional: DAY_SLICES gives, per professional,
// the position of the spec's day among the professional's open days after the pinned instant's own day
// (that day is nobody's: how much of it is left depends on the instant). Two specs never share a day,
// so no journey finds its hour taken, nor another journey's session where it looks for its own.

type OpenHour = { start_time: string; available_date_id: string }
export type OpenDay = { date: string; hours: OpenHour[] }

export const DAY_SLICES = {
  psychologist: {
    bookingVisitor: 0,
    keyboardVisitor: 1,
    balance: 2,
    professionalStarts: 3,
    professionalOutsideWindow: 4,
    reschedule: 5,
    rescheduleTarget: 6,
    adminBooks: 7,
    paidAtOnce: 8,
    wrongPassword: 9,
    loggedInFromLanding: 10,
    telehealthConsent: 11,
    patientAbroad: 12,
    roomAdmission: 13,
    roomMicrophoneDenied: 14,
    roomFailure: 15,
  },
  psychiatrist: {
    // The keyboard journey takes the calendar's first open day (Tab reaches only that one): the pinned
    // day when it has hours left (nobody else's), else this one.
    keyboardPatient: 0,
    patientBooks: 1,
    race: 2,
    finished: 3,
    returnDay: 4,
    tabsToday: 5,
    tabsUpcoming: 6,
  },
} as const

const brasiliaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' })

/** 'YYYY-MM-DD' of an instant in Brasília. */
export function brasiliaDateOf(instant: Date): string {
  return brasiliaDate.format(instant)
}

/** The open days of a professional (public route), as the server sees them now. */
export async function openDays(request: APIRequestContext, professionalId: string): Promise<OpenDay[]> {
  const reply = await request.get(`/api/public/available-dates/${professionalId}`)
  expect(reply.status()).toBe(200)
  return ((await reply.json()) as { professionalAvailability: { availability: OpenDay[] } }).professionalAvailability.availability
}

/** The spec's own day: the `slice`th open day after the pinned instant's day, with its open hours now. */
export async function ownDay(request: APIRequestContext, professionalId: string, slice: number): Promise<OpenDay> {
  const pinnedDay = brasiliaDateOf(pinnedNow())
  const days = (await openDays(request, professionalId)).filter((day) => day.date > pinnedDay)
  const day = days[slice]
  if (!day) throw new Error(`the professional has no open day number ${slice} after ${pinnedDay} (${days.length} open days)`)
  return day
}

/** 'D de mês de AAAA' of a 'YYYY-MM-DD': how the calendar names the day. */
export function calendarNameOf(date: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`))
}

/** Clicks the day `date` ('YYYY-MM-DD') of the calendar in `scope`, going to later months as needed. */
export async function chooseDate(page: Page, date: string, scope: Page | Locator = page) {
  const name = calendarNameOf(date)
  const anyDay = scope.getByRole('button', { name: /, disponível$/ })
  await expect(anyDay.first()).toBeVisible()
  for (let months = 0; months < 3; months++) {
    // Only the shown month's days are drawn (hideOutsideDates): once the day is there, wait for it to open.
    if ((await scope.getByRole('button', { name: new RegExp(`^${name}, `) }).count()) > 0) {
      const day = scope.getByRole('button', { name: `${name}, disponível`, exact: true })
      await expect(day).toBeVisible()
      await day.click()
      return
    }
    await scope.getByRole('button', { name: 'Próximo mês' }).click()
  }
  throw new Error(`the calendar never showed ${name}`)
}
