import type { AdminDto, AdminListItemDto } from '@acolhe/shared/api/admin'
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

/** A row of /admin/admins; `can_deactivate` carries the server's two rules so the screen copies none. */
export function toAdminListItemDto(row: AdminRow, context: { callerId: string; activeAdmins: number }): AdminListItemDto {
  const isSelf = row.id === context.callerId
  return {
    ...toAdminDto(row),
    last_login: row.lastLogin?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_self: isSelf,
    can_deactivate: row.active && !isSelf && context.activeAdmins > 1,
  }
}
