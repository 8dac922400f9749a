import { lazy, Suspense, useState, type ComponentType } from 'react'
import { Center, Loader } from '@mantine/core'
import { wizardPosition } from '../lib/use-wizard-navigation'
import { stepIdAt, type WizardFlow } from '../lib/wizard-state'
import type { ProfessionalStepProps } from './professional-step'

// Step 1 (the professional list, its search filters with their Selects, Popover and floating-ui) is code
// a visitor who opens the wizard on a later step does not need for the first render: a professional's
// own booking link, or a return from the payment provider, opens on step 2 or the payment (decision 061).
// The wizard's route waits for it (`prepareFirstStep`) unless the address it opens shows another step,
// so step 1 — the prerendered /agendamento above all — renders at once, never behind a loader.

let loaded: ComponentType<ProfessionalStepProps> | null = null
const load = () =>
  import('./professional-step').then((module) => {
    loaded = module.ProfessionalStep
    return { default: module.ProfessionalStep }
  })
const LazyProfessionalStep = lazy(load)

/**
 * Called by the wizard's route module before its first render at `path`: downloads step 1 unless the
 * page was opened right on the wizard (not reached from another screen) at an address showing another
 * step. Rendering at build time (no window) always needs it.
 */
export async function prepareFirstStep(flow: WizardFlow, path: string): Promise<void> {
  if (typeof window !== 'undefined' && window.location.pathname === path) {
    const { step } = wizardPosition(flow, new URLSearchParams(window.location.search))
    if (stepIdAt(flow, step) !== 'professional') return
  }
  await load()
}

/** Step 1, rendered at once when downloaded already, else after a loader (back from step 2 on a page opened there). */
export function FirstStepOnDemand(props: ProfessionalStepProps) {
  // Chosen once: switching from the lazy wrapper to the loaded component would mount step 1 again.
  const [Loaded] = useState(() => loaded)
  // No Suspense boundary around the loaded step: hydration would leave a boundary's content for a later
  // pass, after the app reports it has taken over, and the tap main.tsx replays then would be lost.
  if (Loaded) return <Loaded {...props} />
  return (
    <Suspense
      fallback={
        <Center py="xl" mih={400}>
          <Loader />
        </Center>
      }
    >
      <LazyProfessionalStep {...props} />
    </Suspense>
  )
}
