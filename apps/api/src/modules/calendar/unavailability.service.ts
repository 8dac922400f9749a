import type { UnavailabilityChangeDto, UnavailabilityListDto } from '@acolhe/shared/api/calendar'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import type { UnavailabilityBody, UnavailabilityListQuery, UnavailabilityUpdateBody } from '@acolhe/shared/schemas/calendar'
import { professionalApiTexts as t } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import type { Db } from '../../db/client'
import type { Deps } from '../../deps'
import { addLocalDays, startOfLocalDay } from '../../lib/brasilia-time'
import { NotFoundError, UnprocessableError } from '../../lib/errors'
import * as booked from './booked-sessions.repository'
import { toCalendarSessionDto, toUnavailabilityDto } from './calendar-view'
import * as repo from './unavailability.repository'

// Unavailability periods of the logged-in professional (decision 009). Open times
// (modules/scheduling/open-times/open-times.ts) skip every hour a period touches.

export type UnavailabilityDeps = Pick<Deps, 'db' | 'clock'>

const IS_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A day bound means the whole Brasília day: its first instant for a start… */
function startInstant(bound: string): Date {
  return IS_DAY.test(bound) ? startOfLocalDay(bound) : new Date(bound)
}
/** …and its last instant for an end, so the end day still reads as that day. */
function endInstant(bound: string): Date {
  return IS_DAY.test(bound) ? new Date(startOfLocalDay(addLocalDays(bound, 1)).getTime() - 1) : new Date(bound)
}

export async function listMine(deps: UnavailabilityDeps, professionalId: string, query: UnavailabilityListQuery): Promise<UnavailabilityListDto> {
  const filter = {
    professionalId,
    from: query.date_a ? startInstant(query.date_a) : undefined,
    to: query.date_b ? endInstant(query.date_b) : undefined,
  }
  const [rows, total] = await Promise.all([
    repo.listPeriods(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit, now: deps.clock.now() }),
    repo.countPeriods(deps.db, filter),
  ])
  return { data: rows.map(toUnavailabilityDto), total }
}

/** Upcoming booked sessions the period covers: they stay booked, and the professional is warned. */
async function conflictsOf(db: Db, professionalId: string, start: Date, end: Date, now: Date) {
  const earliest = Math.max(start.getTime() - SESSION_MINUTES * 60_000, now.getTime())
  const sessions = await booked.listLiveSessionsStartingBetween(db, professionalId, new Date(earliest), end)
  return sessions.map(toCalendarSessionDto)
}

async function findOwnPeriod(db: Db, professionalId: string, id: string) {
  const period = await repo.findPeriod(db, id)
  if (!period || period.professionalId !== professionalId) throw new NotFoundError(t.unavailabilityNotFound)
  return period
}

export async function create(deps: UnavailabilityDeps, professionalId: string, body: UnavailabilityBody): Promise<UnavailabilityChangeDto> {
  const startDate = startInstant(body.start_date)
  const endDate = endInstant(body.end_date)
  if (endDate < startDate) throw new UnprocessableError(vt.endBeforeStart)
  const now = deps.clock.now()
  const period = await repo.insertPeriod(deps.db, {
    professionalId,
    type: body.type,
    startDate,
    endDate,
    reason: body.reason ?? null,
    createdAt: now,
    updatedAt: now,
  })
  return { unavailability: toUnavailabilityDto(period), conflicting_sessions: await conflictsOf(deps.db, professionalId, startDate, endDate, now) }
}

export async function update(
  deps: UnavailabilityDeps,
  professionalId: string,
  id: string,
  body: UnavailabilityUpdateBody,
): Promise<UnavailabilityChangeDto> {
  const current = await findOwnPeriod(deps.db, professionalId, id)
  const startDate = body.start_date ? startInstant(body.start_date) : current.startDate
  const endDate = body.end_date ? endInstant(body.end_date) : current.endDate
  if (endDate < startDate) throw new UnprocessableError(vt.endBeforeStart)
  const now = deps.clock.now()
  const period = await repo.updatePeriod(deps.db, id, {
    type: body.type,
    startDate,
    endDate,
    // An emptied reason clears it; an absent one is kept.
    reason: 'reason' in body ? (body.reason ?? null) : current.reason,
    updatedAt: now,
  })
  return { unavailability: toUnavailabilityDto(period), conflicting_sessions: await conflictsOf(deps.db, professionalId, startDate, endDate, now) }
}

export async function remove(deps: UnavailabilityDeps, professionalId: string, id: string): Promise<void> {
  await findOwnPeriod(deps.db, professionalId, id)
  await repo.deletePeriod(deps.db, id)
}
