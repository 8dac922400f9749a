import { encodeQueryParam } from '@acolhe/shared/query-param-codec'

/**
 * The page's origin. None where the home is rendered on the server (decision 128): the link is only ever
 * copied, by the app once it has taken the page over, never written in the page, so the page still matches.
 */
const pageOrigin = () => (typeof location === 'undefined' ? '' : location.origin)

/** The professional's personal link: the booking wizard at step 2 with them chosen (docs/product/screens-and-routes.md). */
export function bookingLinkOf(professionalId: string, origin: string = pageOrigin()): string {
  return `${origin}/agendamento?d=${encodeQueryParam({ s: 2, p: professionalId })}`
}
