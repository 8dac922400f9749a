// The professional home's own reads: the checklist, the calendar feed and the earnings.
export const professionalHomeQueryKeys = {
  onboarding: ['professional-home', 'onboarding'] as const,
  calendarFeed: ['professional-home', 'calendar-feed'] as const,
  earnings: ['professional-home', 'earnings'] as const,
}
