// The professional's agenda extras (decision 027): calendar feed, earnings, week view, first-run checklist.

/** What the calendar feed writes into the professional's calendar app, and its refusal. */
export const calendarFeedApiTexts = {
  feedNotFound: 'Link de calendário inválido ou revogado. Gere um novo link no Acolhe.',
  calendarName: 'Acolhe — consultas',
  eventSummary: (patientFirstName: string) => `Consulta com ${patientFirstName}`,
  online: 'Online',
  onlineWithLink: (url: string) => `Online: ${url}`,
  inPerson: (place: string) => `Presencial: ${place}`,
  finished: 'Consulta finalizada.',
} as const
