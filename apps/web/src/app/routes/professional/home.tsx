import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { ProfessionalHome } from '../../../features/sessions/components/professional-home'

/** /profissional/home: inside the authorized professional shell. */
export function Component() {
  return (
    <>
      <PageTitle title={uiPageTitles.professionalHome} />
      <ProfessionalHome />
    </>
  )
}
