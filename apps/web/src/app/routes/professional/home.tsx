import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { useCurrentProfessional } from '../../../features/professional-auth/api/get-me'
import { onboardingQueryOptions, useOnboarding } from '../../../features/professional-home/api/get-onboarding'
import { mySeriesQueryOptions } from '../../../features/series/api/list-my-series'
import { firstSessionsPage, mySessionsPageQueryOptions } from '../../../lib/session-api/list-my-sessions'
import type { FirstReads } from '../../first-render-reads'
import { OnboardingChecklist } from '../../../features/professional-home/components/onboarding-checklist'
import { WeekView } from '../../../features/professional-home/components/week-view'
import { bookingLinkOf } from '../../../features/professional-profile/lib/booking-link'
import { ProfessionalHome } from '../../../features/sessions/components/professional-home'
import { questionnaireAlertsQueryOptions } from '../../../features/questionnaires/api/list-alerts'
import { questionnaireMarksQueryOptions } from '../../../features/questionnaires/api/list-marks'
import { AlertsPanel } from '../../../features/questionnaires/components/alerts-panel'

/** Read before the first render when the home is the first screen (decision 110); the professional is the shell's. */
export const firstReads: FirstReads = (client, search) => [
  client.prefetchQuery(onboardingQueryOptions()),
  client.prefetchQuery(mySeriesQueryOptions()),
  client.prefetchQuery(questionnaireAlertsQueryOptions()),
  client.prefetchQuery(questionnaireMarksQueryOptions()),
  ...(search === '' ? [client.prefetchQuery(mySessionsPageQueryOptions(firstSessionsPage))] : []),
]

/** /profissional/home: inside the authorized professional shell. */
export function Component() {
  const professional = useCurrentProfessional()
  const onboarding = useOnboarding()
  return (
    <>
      <PageTitle title={uiPageTitles.professionalHome} />
      <ProfessionalHome
        beforePending={professional.isPending || onboarding.isPending}
        before={
          professional.data ? (
            <>
              <AlertsPanel />
              <OnboardingChecklist
                availabilityTo="/profissional/calendario/disponibilidade/criar"
                profileTo="/profissional/perfil"
                bookingLink={bookingLinkOf(professional.data.id)}
              />
            </>
          ) : null
        }
        weekView={<WeekView />}
      />
    </>
  )
}
