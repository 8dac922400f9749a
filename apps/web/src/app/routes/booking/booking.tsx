import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { BookingWizard } from '../../../features/booking/components/booking-wizard'

/** /agendamento: the public booking wizard (five steps, login or sign-up at step 3). */
export function Component() {
  return (
    <>
      <PageTitle title={uiPageTitles.booking} />
      <BookingWizard flow="public" exitTo="/" />
    </>
  )
}
