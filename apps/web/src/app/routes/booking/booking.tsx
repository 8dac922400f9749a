import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { BookingWizard } from '../../../features/booking/components/booking-wizard'
import { prepareFirstStep } from '../../../features/booking/components/first-step-on-demand'

/** /agendamento: the public booking wizard (five steps, login or sign-up at step 3). */
export function Component() {
  return (
    <>
      <PageTitle title={uiPageTitles.booking} />
      <BookingWizard flow="public" exitTo="/" />
    </>
  )
}

/** Run by the route before its first render: step 1's code, unless the address opens another step (decision 061). */
export const prepare = () => prepareFirstStep('public', '/agendamento')
