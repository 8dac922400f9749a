import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { useCurrentPatient } from '../../../lib/patient-api/get-me'
import { firstSessionsPage, mySessionsPageQueryOptions } from '../../../lib/session-api/list-my-sessions'
import { mySeriesQueryOptions } from '../../../features/series/api/list-my-series'
import { myWaitlistQueryOptions } from '../../../features/waitlist/api/list-my-waitlist'
import type { FirstReads } from '../../first-render-reads'
import { PatientHome } from '../../../features/sessions/components/patient-home'
import { WaitlistCard } from '../../../features/waitlist/components/waitlist-card'
import { openQuestionnairesQueryOptions } from '../../../features/questionnaires/api/list-open'
import { OpenQuestionnairesBanner } from '../../../features/questionnaires/components/open-questionnaires-banner'

/** Read before the first render when /home is the first screen (decision 110); the patient is the shell's. */
export const firstReads: FirstReads = (client, search) => [
  client.prefetchQuery(mySeriesQueryOptions()),
  client.prefetchQuery(myWaitlistQueryOptions()),
  client.prefetchQuery(openQuestionnairesQueryOptions()),
  ...(search === '' ? [client.prefetchQuery(mySessionsPageQueryOptions(firstSessionsPage))] : []),
]

/** /home: the shell has loaded the patient (or sent them to /login). */
export function Component() {
  const patient = useCurrentPatient()
  return (
    <>
      <PageTitle title={uiPageTitles.patientHome} />
      <PatientHome firstName={patient.data?.first_name ?? null} aside={
          <>
            <OpenQuestionnairesBanner />
            <WaitlistCard />
          </>
        } />
    </>
  )
}
