import type { QueryClient } from '@tanstack/react-query'
import { adminProfessionalsQueryKeys } from '../../../lib/admin-lists/professionals-api'
import { clinicsQueryKeys } from '../../../lib/clinics-api'

// Every change to a professional invalidates the lists (wherever shown) and the record (related lists refresh after a change).
export const professionalQueryKeys = {
  all: adminProfessionalsQueryKeys.all,
  one: (id: string) => [...adminProfessionalsQueryKeys.all, 'one', id] as const,
}

/** After a change to a professional: the admin's reads of professionals and the active clinics their forms offer. */
export function invalidateAdminProfessionals(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: professionalQueryKeys.all }), queryClient.invalidateQueries({ queryKey: clinicsQueryKeys.active })])
}
