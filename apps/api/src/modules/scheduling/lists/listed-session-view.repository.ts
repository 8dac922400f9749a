import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { clinicAddresses, clinics } from '../../../db/schema/clinics'
import { sessionNoShows } from '../../../db/schema/no-shows'
import { patients, professionals } from '../../../db/schema/people'
import { sessions } from '../../../db/schema/sessions'
import type { RawRow } from '../../../db/raw-statement'
import { booleanAt, instantAt, instantOrNullAt, integerAt, oneOfAt, textAt, textOrNullAt } from '../../../db/raw-row'
import type { SessionFacts } from './session-facts'

// The session view of a person's own lists as flat columns, each under its own name, and the reading of
// one row back into the view: the lists run on every home screen, and Drizzle's generic row mapping was
// a tenth of their cost (docs/decisions/119-session-me-in-one-statement-without-mappers.md). The tables
// are joined as the mapped view joins them (`listedViewQuery`); the columns are read back here, by name.

const as = (column: AnyColumn | SQL, name: string) => sql`${column}`.as(name)

/** The columns of the view, flat. A `select … from (page) p` reads them as `p.*`. */
export const listedViewColumns = {
  id: as(sessions.id, 'id'),
  userId: as(sessions.userId, 'user_id'),
  professionalId: as(sessions.professionalId, 'professional_id'),
  serviceId: as(sessions.serviceId, 'service_id'),
  availableDateId: as(sessions.availableDateId, 'available_date_id'),
  selectedDate: as(sessions.selectedDate, 'selected_date'),
  isOnline: as(sessions.isOnline, 'is_online'),
  meetsUrl: as(sessions.meetsUrl, 'meets_url'),
  status: as(sessions.status, 'status'),
  payment: as(sessions.payment, 'payment'),
  type: as(sessions.type, 'type'),
  parentSessionId: as(sessions.parentSessionId, 'parent_session_id'),
  serviceValueCents: as(sessions.serviceValueCents, 'service_value_cents'),
  operatingCostCents: as(sessions.operatingCostCents, 'operating_cost_cents'),
  priceCents: as(sessions.priceCents, 'price_cents'),
  checkoutExpiresAt: as(sessions.checkoutExpiresAt, 'checkout_expires_at'),
  patientRescheduleCount: as(sessions.patientRescheduleCount, 'patient_reschedule_count'),
  finishedAt: as(sessions.finishedAt, 'finished_at'),
  createdAt: as(sessions.createdAt, 'created_at'),
  patientConfirmedAt: as(sessions.patientConfirmedAt, 'patient_confirmed_at'),
  seriesId: as(sessions.seriesId, 'series_id'),
  proFirstName: as(professionals.firstName, 'pro_first_name'),
  proLastName: as(professionals.lastName, 'pro_last_name'),
  proClinicId: as(professionals.clinicId, 'pro_clinic_id'),
  proServiceModality: as(professionals.serviceModality, 'pro_service_modality'),
  proProfessionalType: as(professionals.professionalType, 'pro_professional_type'),
  proAllowReturns: as(professionals.allowReturns, 'pro_allow_returns'),
  proCrmOrCrp: as(professionals.crmOrCrp, 'pro_crm_or_crp'),
  proGender: as(professionals.gender, 'pro_gender'),
  patFirstName: as(patients.firstName, 'pat_first_name'),
  patLastName: as(patients.lastName, 'pat_last_name'),
  patEmail: as(patients.email, 'pat_email'),
  patPhoneNumber: as(patients.phoneNumber, 'pat_phone_number'),
  patTimeZone: as(patients.timeZone, 'pat_time_zone'),
  clinicName: as(clinics.name, 'clinic_name'),
  // Present exactly when the address row was joined (its key is not null).
  addressId: as(clinicAddresses.id, 'address_id'),
  addressStreetName: as(clinicAddresses.streetName, 'address_street_name'),
  addressNumber: as(clinicAddresses.number, 'address_number'),
  addressDistrictName: as(clinicAddresses.districtName, 'address_district_name'),
  addressCity: as(clinicAddresses.city, 'address_city'),
  addressState: as(clinicAddresses.state, 'address_state'),
  addressPostalCode: as(clinicAddresses.postalCode, 'address_postal_code'),
  addressRef: as(clinicAddresses.ref, 'address_ref'),
  // The same question as the mapped view's `hasReturn`: a live return booked from this session.
  hasReturn: sql<boolean>`exists (select 1 from ${sessions} as child where child.parent_session_id = ${sessions.id} and child.status <> 'CANCELLED')`.as('has_return'),
  noShowAbsent: as(sessionNoShows.absent, 'no_show_absent'),
  noShowMarkedAt: as(sessionNoShows.markedAt, 'no_show_marked_at'),
  noShowRefundedCents: as(sessionNoShows.refundedCents, 'no_show_refunded_cents'),
}

/** A listed session: the view's facts and its pair's latest consent to online care (null on a patient's list). */
export type ListedSessionView = SessionFacts & { consentVersion: string | null; consentAcceptedAt: Date | null }

/** One row of `listedViewColumns` (with `consent_version` and `consent_accepted_at`) as the view. */
export function listedViewOf(row: RawRow): ListedSessionView {
  const professionalId = textAt(row, 'professional_id')
  const noShowMarkedAt = instantOrNullAt(row, 'no_show_marked_at')
  return {
    session: {
      id: textAt(row, 'id'),
      userId: textAt(row, 'user_id'),
      professionalId,
      serviceId: textAt(row, 'service_id'),
      availableDateId: textOrNullAt(row, 'available_date_id'),
      selectedDate: instantAt(row, 'selected_date'),
      isOnline: booleanAt(row, 'is_online'),
      meetsUrl: textOrNullAt(row, 'meets_url'),
      status: oneOfAt(row, 'status', sessions.status.enumValues),
      payment: oneOfAt(row, 'payment', sessions.payment.enumValues),
      type: oneOfAt(row, 'type', sessions.type.enumValues),
      parentSessionId: textOrNullAt(row, 'parent_session_id'),
      serviceValueCents: integerAt(row, 'service_value_cents'),
      operatingCostCents: integerAt(row, 'operating_cost_cents'),
      priceCents: integerAt(row, 'price_cents'),
      checkoutExpiresAt: instantOrNullAt(row, 'checkout_expires_at'),
      patientRescheduleCount: integerAt(row, 'patient_reschedule_count'),
      finishedAt: instantOrNullAt(row, 'finished_at'),
      createdAt: instantAt(row, 'created_at'),
      patientConfirmedAt: instantOrNullAt(row, 'patient_confirmed_at'),
      seriesId: textOrNullAt(row, 'series_id'),
    },
    professional: {
      id: professionalId,
      firstName: textAt(row, 'pro_first_name'),
      lastName: textAt(row, 'pro_last_name'),
      clinicId: textOrNullAt(row, 'pro_clinic_id'),
      serviceModality: oneOfAt(row, 'pro_service_modality', professionals.serviceModality.enumValues),
      professionalType: oneOfAt(row, 'pro_professional_type', professionals.professionalType.enumValues),
      allowReturns: booleanAt(row, 'pro_allow_returns'),
      crmOrCrp: textAt(row, 'pro_crm_or_crp'),
      gender: textOrNullAt(row, 'pro_gender'),
    },
    patient: {
      firstName: textOrNullAt(row, 'pat_first_name'),
      lastName: textOrNullAt(row, 'pat_last_name'),
      email: textAt(row, 'pat_email'),
      phoneNumber: textOrNullAt(row, 'pat_phone_number'),
      timeZone: textAt(row, 'pat_time_zone'),
    },
    clinic: row.clinic_name === null || row.clinic_name === undefined ? null : { name: textAt(row, 'clinic_name') },
    address:
      row.address_id === null || row.address_id === undefined
        ? null
        : {
            streetName: textAt(row, 'address_street_name'),
            number: textAt(row, 'address_number'),
            districtName: textAt(row, 'address_district_name'),
            city: textAt(row, 'address_city'),
            state: oneOfAt(row, 'address_state', clinicAddresses.state.enumValues),
            postalCode: textAt(row, 'address_postal_code'),
            ref: textOrNullAt(row, 'address_ref'),
          },
    hasReturn: booleanAt(row, 'has_return'),
    noShow:
      noShowMarkedAt === null
        ? null
        : { absent: oneOfAt(row, 'no_show_absent', sessionNoShows.absent.enumValues), markedAt: noShowMarkedAt, refundedCents: integerAt(row, 'no_show_refunded_cents') },
    consentVersion: textOrNullAt(row, 'consent_version'),
    consentAcceptedAt: instantOrNullAt(row, 'consent_accepted_at'),
  }
}
