import { useSearchParams } from 'react-router'
import { bookingStepId, decodeBookingState, encodeBookingState, resolveBookingStep, type BookingState } from './booking-state'

/** The wizard's state read from (and written to) the address. */
export function useBookingNavigation() {
  const [params, setParams] = useSearchParams()
  const state = decodeBookingState(params.get('d'))
  const step = resolveBookingStep(state)

  /** Another step: a new address with only `d`, so the next table starts without the last one's filters. */
  const go = (next: BookingState, options: { replace?: boolean } = {}) =>
    setParams(new URLSearchParams({ d: encodeBookingState(next) }), { replace: options.replace ?? false })

  /** A choice within the step: `d` changes, the table's search, filters and page stay. */
  const choose = (next: BookingState) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current)
        search.set('d', encodeBookingState(next))
        return search
      },
      { replace: true },
    )

  return { state, step, stepId: bookingStepId(step), go, choose }
}
