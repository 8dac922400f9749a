import { AdminBookingWizard } from '../../../features/admin-sessions/components/booking-wizard'
import { DateTimeStep } from '../../../features/booking/components/date-time-step'

// The route composes two features: the admin wizard, with the patient wizard's date-time step (and its
// 'Revisão' modal) as its step 3.
export function Component() {
  return <AdminBookingWizard renderDateTimeStep={(props) => <DateTimeStep {...props} initial={undefined} />} />
}
