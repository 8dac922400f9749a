// Every read of the consultation screens hangs under one key, so any change refreshes them all
// (after changes the related lists are refreshed; docs/product/screens-and-routes.md).
export const adminSessionQueryKeys = {
  all: ['admin-sessions'] as const,
  list: (query: object) => ['admin-sessions', 'list', query] as const,
  patientLists: ['admin-sessions', 'patients'] as const,
  patients: (query: object) => ['admin-sessions', 'patients', query] as const,
  professionals: (query: object) => ['admin-sessions', 'professionals', query] as const,
}
