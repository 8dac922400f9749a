// Marking a message refreshes the inbox and the dashboard's open count.
export const supportQueryKeys = {
  all: ['admin-support'] as const,
  list: (query: object) => ['admin-support', 'list', query] as const,
  dashboard: ['admin-dashboard'] as const,
}
