import { encodeQueryParam } from '@acolhe/shared/query-param-codec'

/** The professional's personal link: the booking wizard at step 2 with them chosen (docs/product/screens-and-routes.md). */
export function bookingLinkOf(professionalId: string, origin: string = window.location.origin): string {
  return `${origin}/agendamento?d=${encodeQueryParam({ s: 2, p: professionalId })}`
}
