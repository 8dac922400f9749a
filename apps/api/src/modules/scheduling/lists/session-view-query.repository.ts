import { eq, sql, type SQL } from 'drizzle-orm'
import { listedViewColumns } from './listed-session-view.repository'
import type { Db } from '../../../db/client'
import { clinicAddresses, clinics } from '../../../db/schema/clinics'
import { sessionNoShows } from '../../../db/schema/no-shows'
import { patients, professionals } from '../../../db/schema/people'
import { sessions } from '../../../db/schema/sessions'

// A session as the lists and the single-session reads show it: the row joined to its professional,
// patient, clinic, address and recorded absence.

const sessionView = {
  session: sessions,
  professional: {
    id: professionals.id,
    firstName: professionals.firstName,
    lastName: professionals.lastName,
    clinicId: professionals.clinicId,
    serviceModality: professionals.serviceModality,
    professionalType: professionals.professionalType,
    allowReturns: professionals.allowReturns,
    crmOrCrp: professionals.crmOrCrp,
    gender: professionals.gender,
    email: professionals.email,
  },
  patient: { firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phoneNumber: patients.phoneNumber, timeZone: patients.timeZone },
  clinic: { name: clinics.name },
  address: clinicAddresses,
  // A return booked from this session and not cancelled (occupying, even once finished): 'Marcar retorno' / 'Criar retorno' must not show again.
  hasReturn: sql<boolean>`exists (select 1 from ${sessions} as child where child.parent_session_id = ${sessions.id} and child.status <> 'CANCELLED')`,
  // Who did not come, when a session's absence was recorded (docs/decisions/038-no-shows.md).
  noShow: { absent: sessionNoShows.absent, markedAt: sessionNoShows.markedAt, refundedCents: sessionNoShows.refundedCents },
}

// How the view's tables meet, for both ways of reading it below.
const joinedOn = {
  professional: eq(professionals.id, sessions.professionalId),
  patient: eq(patients.id, sessions.userId),
  clinic: eq(clinics.id, professionals.clinicId),
  address: eq(clinicAddresses.clinicId, professionals.clinicId),
  noShow: eq(sessionNoShows.sessionId, sessions.id),
}

/**
 * The joined view, with `extra` columns beside it (the upcoming-first page adds its part and rank,
 * which its outer ordering needs as output columns).
 */
export function sessionViewQuery<Extra extends Record<string, SQL.Aliased>>(db: Db, extra: Extra) {
  return db
    .select({ ...sessionView, ...extra })
    .from(sessions)
    .innerJoin(professionals, joinedOn.professional)
    .innerJoin(patients, joinedOn.patient)
    .leftJoin(clinics, joinedOn.clinic)
    .leftJoin(clinicAddresses, joinedOn.address)
    .leftJoin(sessionNoShows, joinedOn.noShow)
}

/**
 * The same tables read as flat columns, each under its own name (listed-session-view.repository.ts maps
 * them by hand), with `extra` beside them.
 */
export function listedViewQuery(db: Db, extra: Record<string, SQL.Aliased>) {
  return db
    .select({ ...listedViewColumns, ...extra })
    .from(sessions)
    .innerJoin(professionals, joinedOn.professional)
    .innerJoin(patients, joinedOn.patient)
    .leftJoin(clinics, joinedOn.clinic)
    .leftJoin(clinicAddresses, joinedOn.address)
    .leftJoin(sessionNoShows, joinedOn.noShow)
}

export async function findSessionView(db: Db, id: string) {
  const [row] = await sessionViewQuery(db, {}).where(eq(sessions.id, id))
  return row
}

export type SessionView = NonNullable<Awaited<ReturnType<typeof findSessionView>>>
