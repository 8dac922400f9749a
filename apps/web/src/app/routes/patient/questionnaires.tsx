import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { PageTitle } from '../../../components/page-title'
import { OpenQuestionnairesPage } from '../../../features/questionnaires/components/open-questionnaires-page'

/** /questionarios: the questionnaires the patient's professionals asked for before a consultation (the reminder's link). */
export function Component() {
  return (
    <>
      <PageTitle title={t.patientTitle} />
      <OpenQuestionnairesPage />
    </>
  )
}
