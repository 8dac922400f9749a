import type { RouteObject } from 'react-router'
import { preparedWizard } from './prepared-wizard'

/** The built-in checkout page of the local payment provider: full page, no frame. */
export const localCheckoutRoute: RouteObject = { path: 'pagamento/local/:paymentId', lazy: () => import('../public/local-checkout') }
/** Our page for a charge through the API Pix (the PSP's QR code), full page like the local one. */
export const pixCheckoutRoute: RouteObject = { path: 'pagamento/pix/:paymentId', lazy: () => import('../public/pix-checkout') }

/** The public booking wizard, inside the public frame. */
export const bookingFrameRoutes: RouteObject[] = [{ path: 'agendamento', lazy: () => import('./booking').then(preparedWizard) }]
