import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import type { FirstReads } from '../../first-render-reads'

type WizardModule = { Component: () => ReactNode; prepare: () => Promise<void>; firstReads?: FirstReads }

/**
 * A booking wizard's route (/agendamento, /consulta) once it has what its first render needs: step 1's
 * code when the address shows step 1 (decision 061). Awaited inside the route's `lazy`, so the router,
 * and the hydration of the prerendered /agendamento, render the wizard complete instead of a loader.
 * The module's first reads (decision 110) stay beside the component, for boot.tsx.
 */
export async function preparedWizard({ Component, prepare, firstReads }: WizardModule): Promise<Pick<RouteObject, 'Component'> & { firstReads?: FirstReads }> {
  await prepare()
  return firstReads ? { Component, firstReads } : { Component }
}
