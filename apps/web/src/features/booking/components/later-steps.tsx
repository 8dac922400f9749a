import { lazy } from 'react'

// Step 3 (log in or sign up: the forms, react-hook-form and the sign-up schemas) and the payment step are
// downloaded when the wizard reaches them rather than with steps 1 and 2, the steps a visitor opens
// first (decision 061). `preloadLaterSteps` starts both downloads as the visitor chooses an hour (step 2),
// so the next step is usually there when they confirm.
const loadAuthStep = () => import('./auth-step')
const loadPaymentStep = () => import('./payment-step')
// The success step reads the booked session (its modality decides what it promises): loaded when reached.
const loadSuccessStep = () => import('./success-step')

export const AuthStep = lazy(() => loadAuthStep().then((module) => ({ default: module.AuthStep })))
export const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })))
export const SuccessStep = lazy(() => loadSuccessStep().then((module) => ({ default: module.SuccessStep })))

export function preloadLaterSteps(): void {
  // A failed download here is tried again by the step itself when it renders.
  loadAuthStep().catch(() => undefined)
  loadPaymentStep().catch(() => undefined)
}
