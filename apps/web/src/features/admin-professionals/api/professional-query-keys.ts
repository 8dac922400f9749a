import type { AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'

// Every change to a professional invalidates the lists and the record (spec 02 §7: related lists refresh).
export const professionalQueryKeys = {
  all: ['admin-professionals'] as const,
  list: (query: AdminProfessionalsQuery) => ['admin-professionals', 'list', query] as const,
  one: (id: string) => ['admin-professionals', 'one', id] as const,
  clinicOptions: ['admin-professionals', 'clinic-options'] as const,
}
