import { BOOKING_MIN_LEAD_MINUTES, SESSION_MINUTES, WAITLIST_ENTRIES_PER_PATIENT } from '@acolhe/shared/constants'
import type { JoinWaitlistBody } from '@acolhe/shared/schemas/waitlist'
import type { WaitlistEntryDto, WaitlistOfferDto, WaitlistOptionsDto } from '@acolhe/shared/api/waitlist'
import { sessionTexts } from '@acolhe/shared/texts/session'
import { waitlistTexts as t } from '@acolhe/shared/texts/waitlist'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { uniqueViolationOf } from '../../lib/db-errors'
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../../lib/errors'
import { openHoursOf } from '../scheduling/open-times/open-times.service'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import * as scheduling from '../scheduling/scheduling.repository'
import { modalitiesFor, waitlistOptions } from './waitlist-options'
import * as repo from './waitlist.repository'

// Joining and leaving the waitlist, and what the patient sees of it (docs/decisions/041-waitlist-and-held-hours.md).
// Offering freed hours is the job's (waitlist-offers.ts).

const MINUTE = 60_000
const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ')

async function bookableProfessional(deps: SchedulingDeps, id: string) {
  const professional = await scheduling.findProfessional(deps.db, id)
  if (!professional || !professional.authorized || professional.banned) throw new NotFoundError(t.professionalNotFound)
  return professional
}

async function optionsOf(deps: SchedulingDeps, professionalId: string) {
  const [slots, open] = await Promise.all([scheduling.listActiveSlots(deps.db, professionalId), openHoursOf(deps.db, professionalId, deps.clock.now())])
  return waitlistOptions(slots, open)
}

/** GET /public/waitlist-options/{id}: what the wizard may offer to wait for with this professional. */
export async function getWaitlistOptions(deps: SchedulingDeps, professionalId: string): Promise<WaitlistOptionsDto> {
  const professional = await bookableProfessional(deps, professionalId)
  const options = await optionsOf(deps, professionalId)
  return {
    any_hour: options.anyHour,
    hours: options.hours.map((h) => ({ week_day: h.weekDay, hour: h.hour })),
    modalities: modalitiesFor(professional.serviceModality),
  }
}

/** POST /waitlist: the patient waits for an hour of a professional whose hours (or that hour) are full. */
export async function joinWaitlist(deps: SchedulingDeps, patientId: string, body: JoinWaitlistBody): Promise<WaitlistEntryDto> {
  const patient = await scheduling.findPatient(deps.db, patientId)
  if (!patient || patient.deletedAt) throw new NotFoundError(sessionTexts.patientNotFound)
  if (patient.banned) throw new ForbiddenError(sessionTexts.patientBanned)
  if (!patient.isComplete) throw new UnprocessableError(sessionTexts.patientIncomplete)
  const professional = await bookableProfessional(deps, body.professional_id)
  // 'Tanto faz' fits every professional; a named modality must be one they attend in.
  if (body.modality !== 'ANY' && !modalitiesFor(professional.serviceModality).includes(body.modality)) {
    throw new UnprocessableError(body.modality === 'ONLINE' ? t.onlineNotOffered : t.inPersonNotOffered, 'MODALITY_NOT_OFFERED')
  }

  const options = await optionsOf(deps, professional.id)
  const { week_day: weekDay, hour } = body
  if (weekDay === null || hour === null) {
    if (!options.anyHour) throw new UnprocessableError(t.hourOpen, 'WAITLIST_HOUR_OPEN')
  } else if (!options.hours.some((h) => h.weekDay === weekDay && h.hour === hour)) {
    const worked = options.weekly.some((h) => h.weekDay === weekDay && h.hour === hour)
    throw worked ? new UnprocessableError(t.hourOpen, 'WAITLIST_HOUR_OPEN') : new UnprocessableError(t.hourNotWorked)
  }

  const now = deps.clock.now()
  try {
    const entry = await deps.db.transaction(async (tx) => {
      // Counted under the patient's row lock, so simultaneous joins cannot all slip under the limit.
      await scheduling.lockPatient(tx, patientId)
      if ((await repo.countWaitingOf(tx, patientId)) >= WAITLIST_ENTRIES_PER_PATIENT) {
        throw new UnprocessableError(t.limit(WAITLIST_ENTRIES_PER_PATIENT), 'WAITLIST_LIMIT')
      }
      return repo.insertEntry(tx, { patientId, professionalId: professional.id, weekDay, hour, modality: body.modality, createdAt: now, updatedAt: now })
    })
    return {
      id: entry.id,
      professional: { id: professional.id, name: fullName(professional) },
      week_day: entry.weekDay,
      hour: entry.hour,
      modality: entry.modality,
      created_at: entry.createdAt.toISOString(),
      offer: null,
    }
  } catch (error) {
    if (uniqueViolationOf(error) === repo.ONE_WAITING_INDEX) throw new ConflictError(t.duplicate, 'WAITLIST_DUPLICATE')
    throw error
  }
}

/** DELETE /waitlist/{id}: the patient leaves; an hour held for them goes to the next in line. */
export async function leaveWaitlist(deps: SchedulingDeps, patientId: string, entryId: string): Promise<void> {
  const entry = await repo.findEntry(deps.db, entryId)
  if (!entry || entry.patientId !== patientId) throw new NotFoundError(t.entryNotFound)
  await deps.db.transaction((tx) => repo.leaveEntry(tx, entryId, deps.clock.now()))
}

/** GET /waitlist/me: the entries still waiting, with the hour held for each while an offer is open. */
export async function listMyWaitlist(deps: SchedulingDeps, patientId: string) {
  const [rows, patient] = await Promise.all([repo.listWaitingOf(deps.db, patientId), scheduling.findPatient(deps.db, patientId)])
  const entries: WaitlistEntryDto[] = rows.map(({ entry, professional, hold }) => ({
    id: entry.id,
    professional: { id: professional.id, name: fullName(professional) },
    week_day: entry.weekDay,
    hour: entry.hour,
    modality: entry.modality,
    created_at: entry.createdAt.toISOString(),
    offer: hold ? { id: hold.id, start: hold.startsAt.toISOString(), expires_at: hold.expiresAt.toISOString() } : null,
  }))
  return { entries, max_entries: WAITLIST_ENTRIES_PER_PATIENT, time_zone: patient?.timeZone ?? BRASILIA_TIME_ZONE }
}

/**
 * GET /waitlist/offers/{id}: the email's offer, for its patient only. Bookable while held, before it
 * expires and while the hour is still inside the booking window.
 */
export async function getOffer(deps: SchedulingDeps, patientId: string, holdId: string): Promise<WaitlistOfferDto> {
  const view = await repo.findOfferView(deps.db, holdId)
  if (!view || view.hold.patientId !== patientId) throw new NotFoundError(t.offerNotFound)
  const { hold, entry, professional } = view
  const now = deps.clock.now()
  const inWindow = hold.startsAt.getTime() >= now.getTime() + BOOKING_MIN_LEAD_MINUTES * MINUTE
  const isOnline = entry.modality === 'ONLINE' || (entry.modality === 'ANY' && professional.serviceModality !== 'FULL_PRESENCIAL')
  return {
    id: hold.id,
    professional: { id: professional.id, name: fullName(professional) },
    start: hold.startsAt.toISOString(),
    end: new Date(hold.startsAt.getTime() + SESSION_MINUTES * MINUTE).toISOString(),
    expires_at: hold.expiresAt.toISOString(),
    status: hold.status,
    bookable: hold.status === 'HELD' && hold.expiresAt > now && inWindow,
    is_online: isOnline,
    available_date_id: hold.slotId,
    time_zone: view.patient.timeZone,
  }
}
