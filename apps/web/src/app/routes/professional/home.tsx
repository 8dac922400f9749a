import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { useCurrentProfessional } from '../../../features/professional-auth/api/get-me'
import { useOnboarding } from '../../../features/professional-home/api/get-onboarding'
import { OnboardingChecklist } from '../../../features/professional-home/components/onboarding-checklist'
import { WeekView } from '../../../features/professional-home/components/week-view'
import { bookingLinkOf } from '../../../features/professional-profile/lib/booking-link'
import { ProfessionalHome } from '../../../features/sessions/components/professional-home'
import { AlertsPanel } from '../../../features/questionnaires/components/alerts-panel'

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
