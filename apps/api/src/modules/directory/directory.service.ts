import type { PublicProfessionalDto, ServiceDto } from '@acolhe/shared/api/directory'
import type { ProfessionalType } from '@acolhe/shared/enums'
import type { PublicProfessionalsQuery } from '@acolhe/shared/schemas/directory'
import { directoryTexts as t } from '@acolhe/shared/texts/directory'
import { councilCredential, councilCredentialLine } from '@acolhe/shared/council/credentials'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../lib/errors'
import { BOOKING_MIN_LEAD_MINUTES, BOOKING_WINDOW_DAYS, SESSION_MINUTES } from '@acolhe/shared/constants'
import { isGender, LANGUAGES, type Language } from '@acolhe/shared/enums'
import { localDateOf, weekDayOfLocalDate } from '../../lib/brasilia-time'
import { priceTermsOf } from '../scheduling/open-times/open-times.service'
import { consultationValueCents, serviceValueForPrice, socialValueCents } from '../scheduling/policy/consultation-value'
import { priceDto, priceOf } from '../ledger/price'
import type { StoredHourWindow } from './next-free-hour.repository'
import * as repo from './directory.repository'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

type Row = NonNullable<Awaited<ReturnType<typeof repo.findListedProfessional>>>

/** What each council asks a public profile to show beside the name (docs/product/profiles-per-council.md). */
function credentialOf(p: Row['professional']): Pick<PublicProfessionalDto, 'registration_label' | 'credential'> {
  const facts = {
    professional_type: p.professionalType,
    crm_or_crp: p.crmOrCrp,
    document_state: p.documentState,
    rqe: p.rqe,
    pos_degree: p.posDegree,
    gender: p.gender && isGender(p.gender) ? p.gender : null,
    crp_pj: p.crpPj,
    postgraduate_area: p.postgraduateArea,
  }
  const c = councilCredential(facts)
  return {
    registration_label: councilCredentialLine(facts),
    credential: { title: c.title, registration: c.registration, specialty: c.specialty, course: c.course, not_specialist: c.notSpecialist, company: c.company },
  }
}

type Service = Awaited<ReturnType<typeof repo.listServices>>[number]
type Services = Map<ProfessionalType, Service>
type CardFacts = {
  services: Services
  terms: Map<string, { id: string; kind: string; name: string }[]>
  socialOwners: Set<string>
  nextFree: Map<string, Date | null>
}

/** The normal consultation's service of each professional type (its value and the admin's range). */
async function servicesOf(db: Db): Promise<Services> {
  const services = await repo.listServices(db)
  return new Map(services.filter((s) => s.sessionType === 'DEFAULT').map((s) => [s.professionalType, s]))
}

/** The hours window the booking pages offer now (docs/scheduling.md), as the next-free-hour query needs it. */
export function nextFreeWindow(now: Date): StoredHourWindow {
  const earliest = new Date(now.getTime() + BOOKING_MIN_LEAD_MINUTES * MINUTE)
  const latest = new Date(now.getTime() + BOOKING_WINDOW_DAYS * DAY)
  const firstDay = localDateOf(earliest)
  return { now, earliest, latest, firstDay, lastDay: localDateOf(latest), firstWeekDay: weekDayOfLocalDate(firstDay), sessionMinutes: SESSION_MINUTES }
}

function toPublic({ professional: p, clinic, address }: Row, facts: CardFacts): PublicProfessionalDto {
  const showClinic = p.serviceModality !== 'FULL_REMOTE' && clinic?.active && address
  const service = facts.services.get(p.professionalType)
  const terms = service ? priceTermsOf(service, p) : null
  const social = terms && facts.socialOwners.has(p.id) ? socialValueCents(terms) : null
  const ownTerms = facts.terms.get(p.id) ?? []
  const nextFree = facts.nextFree.get(p.id)
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    professional_type: p.professionalType,
    ...credentialOf(p),
    crm_or_crp: p.crmOrCrp,
    rqe: p.rqe,
    document_state: p.documentState,
    brief_description: p.briefDescription,
    profile_photo_url: p.profilePhotoUrl,
    video_url: p.videoUrl,
    lattes_url: p.lattesUrl,
    service_modality: p.serviceModality,
    allow_returns: p.allowReturns,
    clinic_id: p.clinicId,
    in_person_available: Boolean(showClinic),
    // What a consultation with this professional costs, as booking will freeze it (the price policy decides).
    price: terms ? priceDto(priceOf('DEFAULT', consultationValueCents('DEFAULT', terms, false))) : null,
    social_price: social === null ? null : priceDto(priceOf('DEFAULT', social)),
    next_free_hour: nextFree ? nextFree.toISOString() : null,
    approaches: ownTerms.filter((t) => t.kind === 'APPROACH').map(({ id, name }) => ({ id, name })),
    themes: ownTerms.filter((t) => t.kind === 'THEME').map(({ id, name }) => ({ id, name })),
    languages: p.languages.filter(isLanguage),
    gender: p.gender && isGender(p.gender) ? p.gender : null,
    pronouns: p.pronouns,
    clinic: showClinic
      ? {
          clinic_name: clinic.name,
          street_name: address.streetName,
          number: address.number,
          district_name: address.districtName,
          city: address.city,
          state: address.state,
          postal_code: address.postalCode,
          ref: address.ref,
        }
      : null,
  }
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value)

async function cardFacts(db: Db, ids: string[], nextFree: Map<string, Date | null>): Promise<CardFacts> {
  const [services, termRows, socialOwners] = await Promise.all([servicesOf(db), repo.listActiveTermsOf(db, ids), repo.listSocialSlotOwners(db, ids)])
  const terms = new Map<string, { id: string; kind: string; name: string }[]>()
  for (const row of termRows) terms.set(row.professionalId, [...(terms.get(row.professionalId) ?? []), row])
  return { services, terms, socialOwners, nextFree }
}

export async function listProfessionals(db: Db, now: Date, query: PublicProfessionalsQuery) {
  const window = nextFreeWindow(now)
  const { rows, total } = await repo.listListedProfessionals(
    db,
    {
      type: query.professional_type,
      search: query.search?.trim() || undefined,
      termIds: [query.approach, query.theme].filter((id): id is string => Boolean(id)),
      language: query.language,
      modality: query.modality,
      minValueCents: query.min_price === undefined ? undefined : serviceValueForPrice(query.min_price),
      maxValueCents: query.max_price === undefined ? undefined : serviceValueForPrice(query.max_price),
      freeBefore: query.this_week ? new Date(now.getTime() + 7 * DAY) : undefined,
    },
    query.sort,
    window,
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  )
  const ids = rows.map((r) => r.id)
  const [full, facts] = await Promise.all([repo.findListedProfessionals(db, ids), cardFacts(db, ids, new Map(rows.map((r) => [r.id, r.nextFree])))])
  const byId = new Map(full.map((row) => [row.professional.id, row]))
  const professionals = ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toPublic(row, facts)] : []
  })
  return { professionals, total }
}

export async function getProfessional(db: Db, now: Date, id: string) {
  const row = await repo.findListedProfessional(db, id)
  if (!row) throw new NotFoundError(t.professionalNotFound)
  const nextFree = await repo.findNextFreeHour(db, id, nextFreeWindow(now))
  return toPublic(row, await cardFacts(db, [id], new Map([[id, nextFree]])))
}

function toService(row: Awaited<ReturnType<typeof repo.listServices>>[number]): ServiceDto {
  return {
    id: row.id,
    service_name: row.serviceName,
    professional_type: row.professionalType,
    session_type: row.sessionType,
    value_cents: row.valueCents,
  }
}

export async function listServices(db: Db, type?: ProfessionalType) {
  return (await repo.listServices(db, type)).map(toService)
}

export async function getService(db: Db, id: string) {
  const row = await repo.findService(db, id)
  if (!row) throw new NotFoundError(t.serviceNotFound)
  return toService(row)
}
