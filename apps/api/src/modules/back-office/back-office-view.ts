import type { AdminPatientDto, AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { toPatientDto } from '../accounts/patient-view'
import { toProfessionalDto } from '../professional-auth/professional-view'
import type { PatientRow, ProfessionalRow } from './back-office.repository'

export function toAdminProfessionalDto(row: { professional: ProfessionalRow; clinic: { id: string; name: string } | null }): AdminProfessionalDto {
  return {
    ...toProfessionalDto(row.professional),
    banned: row.professional.banned,
    google_permissions_allowed: row.professional.googlePermissionsAllowed,
    created_at: row.professional.createdAt.toISOString(),
    clinic: row.clinic,
  }
}

export function toAdminPatientDto(row: PatientRow): AdminPatientDto {
  return { ...toPatientDto(row), last_ban: row.lastBan?.toISOString() ?? null, last_ban_reason: row.lastBanReason }
}
