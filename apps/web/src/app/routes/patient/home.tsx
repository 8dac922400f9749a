import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { useCurrentPatient } from '../../../lib/patient-api/get-me'
import { PatientHome } from '../../../features/sessions/components/patient-home'
import { WaitlistCard } from '../../../features/waitlist/components/waitlist-card'
import { OpenQuestionnairesBanner } from '../../../features/questionnaires/components/open-questionnaires-banner'

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
