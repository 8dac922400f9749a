// Every read of the consultation screens hangs under one key, so any change refreshes them all
// (spec 02 §7: after changes the related lists are refreshed).
export const adminSessionQueryKeys = {
  all: ['admin-sessions'] as const,
  list: (query: object) => ['admin-sessions', 'list', query] as const,
  openTimes: (professionalId: string) => ['admin-sessions', 'open-times', professionalId] as const,
  patientLists: ['admin-sessions', 'patients'] as const,
  patients: (query: object) => ['admin-sessions', 'patients', query] as const,
  professionals: (query: object) => ['admin-sessions', 'professionals', query] as const,
}
