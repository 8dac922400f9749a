import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router'

/**
 * A booking wizard's route (/agendamento, /consulta) once it has what its first render needs: step 1's
 * code when the address shows step 1 (decision 061). Awaited inside the route's `lazy`, so the router,
 * and the hydration of the prerendered /agendamento, render the wizard complete instead of a loader.
 */
export async function preparedWizard({ Component, prepare }: { Component: () => ReactNode; prepare: () => Promise<void> }): Promise<Pick<RouteObject, 'Component'>> {
  await prepare()
  return { Component }
}
