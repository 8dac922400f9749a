import type { ClinicTiesDto } from '@acolhe/shared/api/clinic'
import type { ClinicListQuery, ClinicWithAddressBody, ClinicWithAddressUpdateBody } from '@acolhe/shared/schemas/clinic'
import { adminTexts as t } from '@acolhe/shared/texts/admin-api'
import type { Deps } from '../../deps'
import { ConflictError, NotFoundError } from '../../lib/errors'
import type { Actor } from '../auth/actor'
import { toClinicDto } from './clinic-view'
import * as repo from './clinics.repository'

// Clinics (/admin/clinicas, docs/product/screens-and-routes.md): anyone lists the active ones (the professional registration picks
// from them); admins see every clinic and create and edit them with their address.

type ClinicsDeps = Pick<Deps, 'db' | 'clock'>

export async function listClinics(deps: ClinicsDeps, actor: Actor | null, query: ClinicListQuery) {
  const active = actor?.kind === 'admin' ? query.status : true
  const { rows, total } = await repo.listClinics(deps.db, { active, search: query.search }, { limit: query.limit, offset: (query.page - 1) * query.limit })
  return { data: rows.map(toClinicDto), total }
}

export async function getClinic(deps: ClinicsDeps, actor: Actor | null, id: string) {
  const found = await repo.findClinic(deps.db, id)
  if (!found || (!found.clinic.active && actor?.kind !== 'admin')) throw new NotFoundError(t.clinicNotFound)
  return toClinicDto(found)
}

const addressValues = (address: ClinicWithAddressBody['address']) => ({
  streetName: address.street_name,
  districtName: address.district_name,
  postalCode: address.postal_code,
  number: address.number,
  city: address.city,
  state: address.state,
  ref: address.ref ?? null,
})

async function assertCnpjFree(deps: ClinicsDeps, cnpj: string, ownId?: string) {
  const holder = await repo.findClinicIdByCnpj(deps.db, cnpj)
  if (holder && holder !== ownId) throw new ConflictError(t.clinicCnpjTaken)
}

export async function createClinic(deps: ClinicsDeps, body: ClinicWithAddressBody) {
  await assertCnpjFree(deps, body.clinic.cnpj)
  const id = await deps.db.transaction((tx) =>
    repo.insertClinic(tx, { name: body.clinic.name, cnpj: body.clinic.cnpj, phoneNumber: body.clinic.phone_number, active: body.clinic.active }, addressValues(body.address)),
  )
  const created = await repo.findClinic(deps.db, id)
  if (!created) throw new NotFoundError(t.clinicNotFound)
  return toClinicDto(created)
}

export async function updateClinic(deps: ClinicsDeps, body: ClinicWithAddressUpdateBody) {
  const current = await repo.findClinic(deps.db, body.clinic.id)
  if (!current) throw new NotFoundError(t.clinicNotFound)
  await assertCnpjFree(deps, body.clinic.cnpj, body.clinic.id)
  await deps.db.transaction((tx) =>
    repo.updateClinic(
      tx,
      body.clinic.id,
      { name: body.clinic.name, cnpj: body.clinic.cnpj, phoneNumber: body.clinic.phone_number, active: body.clinic.active, updatedAt: deps.clock.now() },
      addressValues(body.address),
    ),
  )
  const updated = await repo.findClinic(deps.db, body.clinic.id)
  if (!updated) throw new NotFoundError(t.clinicNotFound)
  return toClinicDto(updated)
}

/** What deactivating a clinic would affect, for the admin's confirmation before doing it. */
export async function getClinicTies(deps: ClinicsDeps, id: string): Promise<ClinicTiesDto> {
  if (!(await repo.findClinic(deps.db, id))) throw new NotFoundError(t.clinicNotFound)
  const [professionals, futureInPerson] = await Promise.all([
    repo.countProfessionalsOf(deps.db, id),
    repo.countFutureInPersonSessionsOf(deps.db, id, deps.clock.now()),
  ])
  return { professionals, future_in_person_sessions: futureInPerson }
}
