// Every list of the consultation screens hangs under one key, so a change refreshes them all.
export const sessionsQueryKeys = {
  all: ['sessions'] as const,
  mine: (query: object) => ['sessions', 'mine', query] as const,
  balance: ['sessions', 'balance'] as const,
}
