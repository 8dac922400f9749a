import type { SessionDto } from '@acolhe/shared/api/session'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { isGender } from '@acolhe/shared/enums'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { sessionActionsFor } from '../policy/session-actions'
import { freeCancellationUntil } from '../policy/session-rules'
import { isNoShow } from '../policy/session-statuses'
import type { SessionFacts } from './session-facts'
import type { ActorRef } from '../../auth/actor'

/**
 * Maps a joined session row to the API's JSON (snake_case, ISO instants) as `viewer` sees it: with what
 * they may do (`actions`). `payment_due` and `telehealth_consent` are filled in by the caller, which reads them.
 */
export function toSessionDto(view: SessionFacts, viewer: ActorRef, now: Date): SessionDto {
  const s = view.session
  const inPerson = !s.isOnline && view.address && view.clinic
  // The patient's contacts are for whoever may need to reach them: their professional or an admin.
  const contacts = viewer.kind !== 'patient'
  return {
    id: s.id,
    user_id: s.userId,
    service_id: s.serviceId,
    professional: {
      id: view.professional.id,
      first_name: view.professional.firstName,
      last_name: view.professional.lastName,
      clinic_id: view.professional.clinicId,
      service_modality: view.professional.serviceModality,
      professional_type: view.professional.professionalType,
      allow_returns: view.professional.allowReturns,
      crm_or_crp: view.professional.crmOrCrp,
      gender: view.professional.gender && isGender(view.professional.gender) ? view.professional.gender : null,
    },
    user: {
      first_name: view.patient.firstName,
      last_name: view.patient.lastName,
      email: contacts ? view.patient.email : null,
      phone_number: contacts ? view.patient.phoneNumber : null,
    },
    available_date_id: s.availableDateId,
    selected_date: s.selectedDate.toISOString(),
    time_zone: viewer.kind === 'patient' ? view.patient.timeZone : BRASILIA_TIME_ZONE,
    end_date: new Date(s.selectedDate.getTime() + SESSION_MINUTES * 60_000).toISOString(),
    is_online: s.isOnline,
    // The patient reaches the room through the waiting room, which hands the link on admission (decision 091).
    meets_url: s.isOnline && viewer.kind !== 'patient' ? s.meetsUrl : null,
    location: inPerson
      ? {
          clinic_name: view.clinic!.name,
          street_name: view.address!.streetName,
          number: view.address!.number,
          district_name: view.address!.districtName,
          city: view.address!.city,
          state: view.address!.state,
          postal_code: view.address!.postalCode,
          ref: view.address!.ref,
        }
      : null,
    status: s.status,
    payment: s.payment,
    type: s.type,
    parent_session: s.parentSessionId,
    price_cents: s.priceCents,
    service_value_cents: s.serviceValueCents,
    operating_cost_cents: s.operatingCostCents,
    checkout_expires_at: s.checkoutExpiresAt?.toISOString() ?? null,
    patient_reschedule_count: s.patientRescheduleCount,
    can_patient_cancel_free: now <= freeCancellationUntil(s),
    created_at: s.createdAt.toISOString(),
    has_return: view.hasReturn,
    patient_confirmed_at: s.patientConfirmedAt?.toISOString() ?? null,
    actions: sessionActionsFor(viewer, s, { professional: view.professional, hasReturn: view.hasReturn, now }),
    payment_due: null,
    telehealth_consent: null,
    // The recorded absence, while the session's status still says so (an admin may have revived it).
    no_show:
      view.noShow && isNoShow(s.status)
        ? { absent: view.noShow.absent, marked_at: view.noShow.markedAt.toISOString(), refunded_cents: view.noShow.refundedCents }
        : null,
    series_id: s.seriesId,
  }
}
