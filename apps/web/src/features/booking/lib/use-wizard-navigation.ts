import { useSearchParams } from 'react-router'
import {
  decodeWizardState,
  encodeWizardState,
  resolveStep,
  stepIdAt,
  stepNumberOf,
  type WizardFlow,
  type WizardState,
} from './wizard-state'

/** The parameters the wizard itself reads; every other one belongs to step 1's list (its search and filters). */
const WIZARD_PARAMS = new Set(['d', 's_s', 'checkout', 'session'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export type CheckoutOutcome = 'approved' | 'pending' | 'failure'

/** Where an address puts the wizard: its state, the step shown, and whether a session was created. */
export function wizardPosition(flow: WizardFlow, params: URLSearchParams): { state: WizardState; step: number; sessionCreated: boolean } {
  const returnedSession = params.get('session')
  const returned = returnedSession && UUID.test(returnedSession) ? returnedSession : null
  const state: WizardState = returned ? { step: stepNumberOf(flow, 'payment'), sessionId: returned } : decodeWizardState(params.get('d'))
  const sessionCreated = Boolean(returned) || params.get('s_s') === 'true'
  return { state, step: resolveStep(flow, state, sessionCreated), sessionCreated }
}

/**
 * The wizard's state read from (and written to) the address. The payment provider's return URL
 * (`?checkout=…&session=<id>`) is read as the payment step of that session, already created.
 */
export function useWizardNavigation(flow: WizardFlow) {
  const [params, setParams] = useSearchParams()
  const { state, step, sessionCreated } = wizardPosition(flow, params)
  const outcomeParam = params.get('checkout')
  const outcome: CheckoutOutcome | null = outcomeParam === 'approved' || outcomeParam === 'pending' || outcomeParam === 'failure' ? outcomeParam : null

  /**
   * Moves to `next`; `created` sets the spec's s_s flag; `replace` keeps Back from returning here;
   * `keepFilters` keeps the list's own parameters (search, filters, order) beside the wizard's.
   */
  const go = (next: WizardState, options: { created?: boolean; replace?: boolean; keepFilters?: boolean } = {}) => {
    const search = new URLSearchParams(options.keepFilters ? [...params].filter(([name]) => !WIZARD_PARAMS.has(name)) : [])
    search.set('d', encodeWizardState(next))
    if (options.created ?? sessionCreated) search.set('s_s', 'true')
    setParams(search, { replace: options.replace ?? false })
  }

  return { state, step, stepId: stepIdAt(flow, step), sessionCreated, outcome, go }
}
