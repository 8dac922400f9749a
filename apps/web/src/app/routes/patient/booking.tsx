import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { BookingWizard } from '../../../features/booking/components/booking-wizard'

/** /consulta: the patient's booking wizard (four steps: the shell already knows who is logged in). */
export function Component() {
  return (
    <>
      <PageTitle title={uiPageTitles.patientBooking} />
      <BookingWizard flow="patient" exitTo="/home" />
    </>
  )
}
