import type { ClinicListQuery } from '@acolhe/shared/schemas/clinic'

// Every clinic change invalidates the lists and the record (related lists refresh after a change).
export const clinicQueryKeys = {
  all: ['admin-clinics'] as const,
  list: (query: ClinicListQuery) => ['admin-clinics', 'list', query] as const,
  one: (id: string) => ['admin-clinics', 'one', id] as const,
}
