import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'

const ModalsHost = lazy(() => import('./modals-host').then((module) => ({ default: module.ModalsHost })))

// The window events `modals.open*` (@mantine/modals) dispatch; ModalsProvider listens to them.
const OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`)

/**
 * Loads Mantine's modals manager when a screen first opens a confirmation (decision 057). Screens call
 * `modals.openConfirmModal`, which only dispatches a window event; the manager (the modal, its focus trap,
 * scroll lock and scroll area, ~15 KiB gzip with the floating-ui it brings) was in every page's first
 * load. The first call is held here and dispatched again once the manager listens, so it opens the same
 * modal, only later by the download.
 */
export function ModalsOnDemand() {
  const [wanted, setWanted] = useState(false)
  const held = useRef<CustomEvent[]>([])
  // Calls made while the manager downloads are held too; once it listens it hears them itself.
  const holding = useRef(true)
  useEffect(() => {
    const hold = (event: Event) => {
      if (!holding.current || !(event instanceof CustomEvent)) return
      held.current.push(new CustomEvent(event.type, { detail: event.detail }))
      setWanted(true)
    }
    OPEN_EVENTS.forEach((type) => window.addEventListener(type, hold))
    return () => OPEN_EVENTS.forEach((type) => window.removeEventListener(type, hold))
  }, [])
  const replay = useCallback(() => {
    holding.current = false
    held.current.splice(0).forEach((event) => window.dispatchEvent(event))
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost onListening={replay} />
    </Suspense>
  ) : null
}
