// Every change to an admin account refreshes the list and the dashboard's counters.
export const adminAccountQueryKeys = {
  all: ['admin-accounts'] as const,
  list: (query: object) => ['admin-accounts', 'list', query] as const,
  dashboard: ['admin-dashboard'] as const,
}
