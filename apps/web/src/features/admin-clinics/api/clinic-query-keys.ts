import type { ClinicListQuery } from '@acolhe/shared/schemas/clinic'

// Every clinic change invalidates the lists and the record (spec 02 §7: related lists refresh).
export const clinicQueryKeys = {
  all: ['admin-clinics'] as const,
  list: (query: ClinicListQuery) => ['admin-clinics', 'list', query] as const,
  one: (id: string) => ['admin-clinics', 'one', id] as const,
}
