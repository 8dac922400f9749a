// Series hang under the consultations' key: a change to any session (a week cancelled, paid) refreshes them too.
export const seriesQueryKeys = {
  all: ['sessions', 'series'] as const,
  mine: ['sessions', 'series', 'mine'] as const,
  one: (id: string) => ['sessions', 'series', 'one', id] as const,
  admin: (query: object) => ['sessions', 'series', 'admin', query] as const,
}
