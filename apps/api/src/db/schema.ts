// The one object handed to Drizzle; each table lives in its domain file under schema/.
import * as people from './schema/people'
import * as clinics from './schema/clinics'
import * as catalogue from './schema/catalogue'
import * as calendar from './schema/calendar'
import * as sessions from './schema/sessions'
import * as series from './schema/series'
import * as payments from './schema/payments'
import * as accounts from './schema/accounts'
import * as operations from './schema/operations'
import * as files from './schema/files'
import * as reminders from './schema/reminders'
import * as waitlist from './schema/waitlist'
import * as calendarVersions from './schema/calendar-versions'
import * as tallies from './schema/tallies'
import * as nextFreeHours from './schema/next-free-hours'
import * as searchNames from './schema/search-names'

export const schema = {
  ...people,
  ...clinics,
  ...catalogue,
  ...calendar,
  ...sessions,
  ...series,
  ...payments,
  ...accounts,
  ...operations,
  ...files,
  ...reminders,
  ...waitlist,
  ...calendarVersions,
  ...tallies,
  ...nextFreeHours,
  ...searchNames,
}
