// Where a provider sends the payer back: the booking wizard, told which session and how it went.
// The wizard (another module) reads `checkout` and `session` and shows its step 4 or 5.

export type CheckoutOutcome = 'approved' | 'pending' | 'failure'

export function wizardReturnUrl(publicUrl: string, sessionId: string, outcome: CheckoutOutcome): string {
  const query = new URLSearchParams({ checkout: outcome, session: sessionId })
  return `${publicUrl}/agendamento?${query.toString()}`
}
