import type { AdminDto } from '@acolhe/shared/api/admin'
import type { AdminRow } from './admins.repository'

export function toAdminDto(row: AdminRow): AdminDto {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    active: row.active,
    profile_photo_url: row.profilePhotoUrl,
  }
}
