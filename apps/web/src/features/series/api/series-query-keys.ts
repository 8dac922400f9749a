// Series hang under the consultations' key: a change to any session (a week cancelled, paid) refreshes them too.
export const seriesQueryKeys = {
  all: ['sessions', 'series'] as const,
  mine: ['sessions', 'series', 'mine'] as const,
  one: (id: string) => ['sessions', 'series', 'one', id] as const,
  admin: (query: object) => ['sessions', 'series', 'admin', query] as const,
  // Pix Automático's state of a series: a week cancelled or paid changes its charges too.
  pixAutomatico: (id: string) => ['sessions', 'series', 'pix-automatico', id] as const,
}
