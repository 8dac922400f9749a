/** The professional's own calendars: one resource, read by the page and invalidated by each change. */
export const ownCalendarsQueryKeys = {
  all: ['own-calendars'] as const,
}
