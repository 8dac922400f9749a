import type { AdminListItemDto } from '@acolhe/shared/api/admin'

export const adminNameOf = (admin: Pick<AdminListItemDto, 'first_name' | 'last_name'>) => `${admin.first_name} ${admin.last_name}`
