import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { BookingWizard } from '../../../features/booking/components/booking-wizard'
import { prepareFirstStep } from '../../../features/booking/components/first-step-on-demand'
import { professionalQueryOptions } from '../../../features/booking/api/get-professional'
import { wizardPosition } from '../../../features/booking/lib/use-wizard-navigation'
import { stepIdAt } from '../../../features/booking/lib/wizard-state'
import { loggedInPatientQueryOptions } from '../../../lib/patient-api/get-me'
import { openTimesQueryOptions } from '../../../lib/open-times-api'
import type { FirstReads } from '../../first-render-reads'

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

/** Step 2 opened as the first screen (decision 110): who is logged in (the frame's menu), the professional and their open times. */
export const firstReads: FirstReads = (client, search) => {
  const { state, step } = wizardPosition('public', new URLSearchParams(search))
  const professional = state.professionalId
  if (stepIdAt('public', step) !== 'dateTime' || !professional) return []
  return [client.prefetchQuery(loggedInPatientQueryOptions()), client.prefetchQuery(professionalQueryOptions(professional)), client.prefetchQuery(openTimesQueryOptions(professional))]
}
