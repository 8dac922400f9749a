import { AvailabilityGuidePage } from '../../../features/professional-calendar/components/availability-guide-page'

export function Component() {
  return <AvailabilityGuidePage />
}
