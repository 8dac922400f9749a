import type { PublicProfessionalDto, ServiceDto } from '@acolhe/shared/api/directory'
import type { SessionPriceDto } from '@acolhe/shared/api/session'
import type { ProfessionalType } from '@acolhe/shared/enums'
import type { PublicProfessionalsQuery } from '@acolhe/shared/schemas/directory'
import { directoryTexts as t } from '@acolhe/shared/texts/directory'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../lib/errors'
import { priceDto, priceOf } from '../scheduling/policy/session-price'
import * as repo from './directory.repository'

type Row = NonNullable<Awaited<ReturnType<typeof repo.findListedProfessional>>>

/** Doctors show their CRM, psychologists their CRP (the councils they register with). */
export function registrationLabel(type: ProfessionalType, number: string): string {
  return `${type === 'PSYCHOLOGIST' ? 'CRP' : 'CRM'} ${number}`
}

type Prices = Map<ProfessionalType, SessionPriceDto>

/** The price of a normal consultation per professional type, as booking will freeze it. */
async function pricesOf(db: Db): Promise<Prices> {
  const services = await repo.listServices(db)
  return new Map(services.filter((s) => s.sessionType === 'DEFAULT').map((s) => [s.professionalType, priceDto(priceOf('DEFAULT', s.valueCents))]))
}

function toPublic({ professional: p, clinic, address }: Row, prices: Prices): PublicProfessionalDto {
  const showClinic = p.serviceModality !== 'FULL_REMOTE' && clinic?.active && address
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    professional_type: p.professionalType,
    registration_label: registrationLabel(p.professionalType, p.crmOrCrp),
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
    price: prices.get(p.professionalType) ?? null,
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

export async function listProfessionals(db: Db, query: PublicProfessionalsQuery) {
  const { rows, total } = await repo.listListedProfessionals(
    db,
    { type: query.professional_type, search: query.search?.trim() || undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  )
  const prices = await pricesOf(db)
  return { professionals: rows.map((row) => toPublic(row, prices)), total }
}

export async function getProfessional(db: Db, id: string) {
  const row = await repo.findListedProfessional(db, id)
  if (!row) throw new NotFoundError(t.professionalNotFound)
  return toPublic(row, await pricesOf(db))
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
