import type { PatientDto } from '@acolhe/shared/api/patient'
import type { PatientRow } from './accounts.repository'

/** Database row → the patient JSON of the API contract (snake_case, ISO instants). */
export function toPatientDto(row: PatientRow): PatientDto {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    birthday: row.birthday,
    cpf: row.cpf,
    phone_number: row.phoneNumber,
    profile_photo_url: row.profilePhotoUrl,
    is_complete: row.isComplete,
    is_member: row.isMember,
    banned: row.banned,
    google_permissions_allowed: row.googlePermissionsAllowed,
    reminders_enabled: row.remindersEnabled,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  }
}
