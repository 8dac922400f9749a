import { lazy, Suspense, useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react'

const Tooltip = lazy(() => import('./target-tooltip').then((module) => ({ default: module.Tooltip })))

/** Calls `onMounted` once the lazy tooltip beside it is committed. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted])
  return null
}

export type TooltipOnDemandProps = {
  /** The element the tooltip points at; it stays as it is (no wrapper), so it keeps focus and its place. */
  target: RefObject<HTMLElement | null>
  label: ReactNode
  opened: boolean
  withArrow?: boolean
  position?: 'top' | 'bottom' | 'left' | 'right'
}

/**
 * Mantine's Tooltip beside its target (its `target` prop) instead of around it, downloaded the first time it
 * opens (decision 061). The homes showed a tooltip only after a tap ('Copiado') or a mouse hover (the side
 * menu's fold button, on wide screens), yet floating-ui came with their first load.
 *
 * The element keeps its accessible name and any live region of its own: a tooltip here repeats what the
 * element already says to assistive technology. Once loaded the tooltip is mounted closed and opened on the
 * next render, so that it is placed before it shows and fades in as before.
 */
export function TooltipOnDemand({ opened, ...props }: TooltipOnDemandProps) {
  const [wanted, setWanted] = useState(opened)
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])
  if (opened && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Tooltip {...props} opened={opened && ready} />
      <Mounted onMounted={markReady} />
    </Suspense>
  )
}

/** The theme's Tooltip `openDelay` (app/theme.ts): a tooltip opened by hover waits as long. */
const HOVER_OPEN_DELAY_MS = 100

/**
 * Whether a mouse rests on an element, as Mantine's Tooltip opens by default: mouse only (not touch, not
 * focus), after the theme's delay, closed when the pointer leaves or on Escape.
 */
export function useMouseHover(): { hovered: boolean; onPointerEnter: (event: PointerEvent) => void; onPointerLeave: () => void } {
  const [hovered, setHovered] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const onPointerEnter = useCallback((event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setHovered(true), HOVER_OPEN_DELAY_MS)
  }, [])
  const onPointerLeave = useCallback(() => {
    window.clearTimeout(timer.current)
    setHovered(false)
  }, [])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!hovered) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [hovered])
  return { hovered, onPointerEnter, onPointerLeave }
}
