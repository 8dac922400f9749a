import type { AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'

// Every change to a professional invalidates the lists and the record (related lists refresh after a change).
export const professionalQueryKeys = {
  all: ['admin-professionals'] as const,
  list: (query: AdminProfessionalsQuery) => ['admin-professionals', 'list', query] as const,
  one: (id: string) => ['admin-professionals', 'one', id] as const,
  clinicOptions: ['admin-professionals', 'clinic-options'] as const,
}
