import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react'

/** Calls `onMounted` once the lazy dialog beside it is committed (a Suspense boundary commits its children together). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted])
  return null
}

/**
 * A dialog whose code is downloaded when it first opens rather than with the screen (decision 061): a
 * dialog a first screen shows only after a tap (leaving the waitlist, marking a no-show, the booking
 * review) kept Mantine's modal, its focus trap, scroll lock and portal, and what the dialog holds (a
 * Select brings floating-ui) in that screen's first load. Takes the dialog's own props.
 *
 * Once loaded, the dialog is mounted closed and opened on the next render, and stays mounted after it
 * closes: Mantine records the element to give focus back to, and plays the opening transition, only when
 * `opened` changes on a mounted modal. Mounted already open, focus would not come back to the button that
 * opened it; unmounted on close, the closing transition would be cut and what was chosen in it lost.
 */
export function dialogOnDemand<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  const Dialog = lazy(async () => ({ default: await load() }))
  function DialogOnDemand(props: P) {
    const [wanted, setWanted] = useState(props.opened)
    const [ready, setReady] = useState(false)
    const markReady = useCallback(() => setReady(true), [])
    if (props.opened && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} opened={props.opened && ready} />
        <Mounted onMounted={markReady} />
      </Suspense>
    )
  }
  // Starts the download before the tap that opens the dialog, on a sign the person is heading there (a
  // failed download is tried again when the dialog opens).
  const preload = () => void load().catch(() => undefined)
  return Object.assign(DialogOnDemand, { preload })
}

/** `ResponsiveModal` (same props) loaded when it first opens, for a dialog whose content the screen already loads. */
export const ResponsiveModalOnDemand = dialogOnDemand(() => import('./responsive-modal').then((module) => module.ResponsiveModal))
