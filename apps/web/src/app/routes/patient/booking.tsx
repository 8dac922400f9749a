import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { BookingWizard } from '../../../features/booking/components/booking-wizard'
import { prepareFirstStep } from '../../../features/booking/components/first-step-on-demand'

/** /consulta: the patient's booking wizard (four steps: the shell already knows who is logged in). */
export function Component() {
  return (
    <>
      <PageTitle title={uiPageTitles.patientBooking} />
      <BookingWizard flow="patient" exitTo="/home" />
    </>
  )
}

/** Run by the route before its first render: step 1's code, unless the address opens another step (decision 061). */
export const prepare = () => prepareFirstStep('patient', '/consulta')
