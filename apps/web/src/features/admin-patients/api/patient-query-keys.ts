import type { AdminPatientsQuery } from '@acolhe/shared/schemas/admin-lists'

// Every change to a patient invalidates the lists and the record (related lists refresh after a change).
export const patientQueryKeys = {
  all: ['admin-patients'] as const,
  list: (query: AdminPatientsQuery) => ['admin-patients', 'list', query] as const,
  one: (id: string) => ['admin-patients', 'one', id] as const,
}
