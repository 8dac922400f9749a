import type { QueryClient } from '@tanstack/react-query'
import { adminPatientsQueryKeys } from './admin-lists/patients-api'
import { adminProfessionalsQueryKeys } from './admin-lists/professionals-api'

// Every read of the consultation screens hangs under one key, so any change refreshes them all
// (after changes the related lists are refreshed; docs/product/screens-and-routes.md).
export const adminSessionQueryKeys = {
  all: ['admin-sessions'] as const,
  list: (query: object) => ['admin-sessions', 'list', query] as const,
}

/** After a change to a consultation: every admin read of consultations and the booking wizard's patient and professional lists. */
export function invalidateAdminSessions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSessionQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminPatientsQueryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: adminProfessionalsQueryKeys.lists }),
  ])
}
