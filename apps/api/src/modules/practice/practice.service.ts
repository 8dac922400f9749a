import type { AdminServiceDto, PracticeDto, PracticeTermDto } from '@acolhe/shared/api/practice'
import { isGender, LANGUAGES, PRACTICE_TERM_KINDS, type Language, type PracticeTermKind } from '@acolhe/shared/enums'
import { formatBRL } from '@acolhe/shared/format/money'
import type { PracticeBody, PracticeTermCreateBody, PracticeTermEditBody, ServiceBoundsBody } from '@acolhe/shared/schemas/practice'
import { practiceTexts as t } from '@acolhe/shared/texts/practice'
import type { Db } from '../../db/client'
import { uniqueViolationOf } from '../../lib/db-errors'
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors'
import type { ActorRef } from '../auth/actor'
import { priceTermsOf } from '../scheduling/open-times/open-times.service'
import { boundsValid, ownPriceRefusal, regularValueCents } from '../scheduling/policy/consultation-value'
import * as repo from './practice.repository'

// A professional's search facts (approaches, themes, languages, gender, pronouns) and own prices, and the
// admin's vocabularies and price ranges (decision 043). The price rules themselves are the session
// policy's (scheduling/policy/consultation-value.ts); this module only stores what they allow.

const isKind = (value: string): value is PracticeTermKind => (PRACTICE_TERM_KINDS as readonly string[]).includes(value)
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value)

function toTermDto(row: repo.PracticeTermRow): PracticeTermDto {
  return { id: row.id, kind: isKind(row.kind) ? row.kind : 'THEME', name: row.name, active: row.active }
}

export async function listTerms(db: Db, onlyActive: boolean) {
  return { terms: (await repo.listTerms(db, onlyActive)).map(toTermDto) }
}

function duplicateName(error: unknown): never {
  if (uniqueViolationOf(error)) throw new ConflictError(t.termDuplicate, 'DUPLICATE')
  throw error
}

export async function createTerm(db: Db, body: PracticeTermCreateBody) {
  try {
    return { term: toTermDto(await repo.insertTerm(db, body)) }
  } catch (error) {
    duplicateName(error)
  }
}

export async function editTerm(db: Db, id: string, body: PracticeTermEditBody) {
  try {
    const row = await repo.updateTerm(db, id, body)
    if (!row) throw new NotFoundError(t.termNotFound)
    return { term: toTermDto(row) }
  } catch (error) {
    duplicateName(error)
  }
}

/** The owner reads and edits their own; an admin anyone's. Anyone else: not found. */
function assertMayEdit(actor: ActorRef, professionalId: string) {
  if (actor.kind === 'professional' && actor.id !== professionalId) throw new NotFoundError()
}

export async function getPractice(db: Db, actor: ActorRef, professionalId: string): Promise<PracticeDto> {
  assertMayEdit(actor, professionalId)
  const professional = await repo.findProfessional(db, professionalId)
  if (!professional) throw new NotFoundError()
  const [service, termIds, slots] = await Promise.all([
    repo.findDefaultService(db, professional.professionalType),
    repo.listTermIdsOf(db, professionalId),
    repo.listActiveSlotsOf(db, professionalId),
  ])
  return {
    term_ids: termIds,
    languages: professional.languages.filter(isLanguage),
    gender: professional.gender && isGender(professional.gender) ? professional.gender : null,
    pronouns: professional.pronouns,
    own_value_cents: professional.ownValueCents,
    social_value_cents: professional.socialValueCents,
    social_slot_ids: slots.filter((s) => s.socialRate).map((s) => s.id),
    bounds: service
      ? { default_value_cents: service.valueCents, min_value_cents: service.minValueCents, max_value_cents: service.maxValueCents }
      : null,
    effective_value_cents: service ? regularValueCents(priceTermsOf(service, professional)) : null,
  }
}

export async function savePractice(db: Db, actor: ActorRef, professionalId: string, body: PracticeBody): Promise<PracticeDto> {
  assertMayEdit(actor, professionalId)
  const professional = await repo.findProfessional(db, professionalId)
  if (!professional) throw new NotFoundError()
  const termIds = [...new Set(body.term_ids)]
  if ((await repo.countActiveTerms(db, termIds)) !== termIds.length) throw new UnprocessableError(t.invalidTerm)
  const slots = await repo.listActiveSlotsOf(db, professionalId)
  const ownSlots = new Set(slots.map((s) => s.id))
  if (body.social_slot_ids.some((id) => !ownSlots.has(id))) throw new UnprocessableError(t.invalidSlot)
  if (body.social_slot_ids.length > 0 && body.social_value_cents === null) throw new UnprocessableError(t.socialSlotsWithoutPrice, 'SOCIAL_PRICE_INVALID')

  const service = await repo.findDefaultService(db, professional.professionalType)
  const range = { serviceValueCents: service?.valueCents ?? 0, minValueCents: service?.minValueCents ?? null, maxValueCents: service?.maxValueCents ?? null }
  const refusal = ownPriceRefusal(range, { ownValueCents: body.own_value_cents, socialValueCents: body.social_value_cents })
  if (refusal?.code === 'PRICE_OUT_OF_BOUNDS') {
    const message = refusal.reason === 'no-range' || refusal.min === null || refusal.max === null ? t.ownPriceNotAllowed : t.priceOutOfBounds(formatBRL(refusal.min), formatBRL(refusal.max))
    throw new UnprocessableError(message, 'PRICE_OUT_OF_BOUNDS')
  }
  if (refusal?.code === 'SOCIAL_PRICE_INVALID') throw new UnprocessableError(t.socialPriceInvalid(formatBRL(refusal.min)), 'SOCIAL_PRICE_INVALID')

  await db.transaction((tx) =>
    repo.savePractice(tx, professionalId, {
      termIds,
      languages: [...new Set(body.languages)],
      gender: body.gender,
      pronouns: body.pronouns,
      ownValueCents: body.own_value_cents,
      socialValueCents: body.social_value_cents,
      socialSlotIds: [...new Set(body.social_slot_ids)],
    }),
  )
  return getPractice(db, actor, professionalId)
}

function toAdminService(row: Awaited<ReturnType<typeof repo.listServices>>[number]): AdminServiceDto {
  return {
    id: row.id,
    service_name: row.serviceName,
    professional_type: row.professionalType,
    session_type: row.sessionType,
    value_cents: row.valueCents,
    min_value_cents: row.minValueCents,
    max_value_cents: row.maxValueCents,
  }
}

export async function listServices(db: Db) {
  return { services: (await repo.listServices(db)).map(toAdminService) }
}

/**
 * The admin sets a type's default value and range; professionals' own values are clamped into it in the
 * same transaction. A range is for the normal consultation only: returns keep the admin's value.
 */
export async function setServiceBounds(db: Db, id: string, body: ServiceBoundsBody) {
  return db.transaction(async (tx) => {
    const service = await repo.findServiceForUpdate(tx, id)
    if (!service) throw new NotFoundError()
    const hasRange = body.min_value_cents !== null || body.max_value_cents !== null
    if (!boundsValid(body.value_cents, body.min_value_cents, body.max_value_cents) || (hasRange && service.sessionType !== 'DEFAULT')) {
      throw new UnprocessableError(t.boundsInvalid, 'PRICE_BOUNDS_INVALID')
    }
    const row = await repo.updateServiceBounds(tx, id, { valueCents: body.value_cents, minValueCents: body.min_value_cents, maxValueCents: body.max_value_cents })
    if (service.sessionType === 'DEFAULT') await repo.clampOwnValues(tx, service.professionalType, body.min_value_cents, body.max_value_cents)
    return { service: toAdminService(row) }
  })
}
