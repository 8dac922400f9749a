import { useState, type Ref, type RefCallback } from 'react'

type Refs<T> = ReadonlyArray<Ref<T> | undefined>

/** Gives `instance` to one ref and returns how to take it back (a callback ref's own cleanup, React 19). */
function attach<T>(ref: Ref<T> | undefined, instance: T): (() => void) | undefined {
  if (ref == null) return undefined
  if (typeof ref === 'function') {
    const cleanup = ref(instance)
    return typeof cleanup === 'function' ? cleanup : () => void ref(null)
  }
  ref.current = instance
  return () => {
    ref.current = null
  }
}

/** One callback giving the element to every ref, and taking it back from them when React passes null. */
function merged<T>(refs: Refs<T>): RefCallback<T> | null {
  if (refs.every((ref) => ref == null)) return null
  let detach: (() => void) | undefined
  return (instance: T | null) => {
    detach?.()
    detach = undefined
    if (instance == null) return
    const cleanups = refs.map((ref) => attach(ref, instance))
    detach = () => cleanups.forEach((cleanup) => cleanup?.())
  }
}

const sameRefs = <T,>(a: Refs<T>, b: Refs<T>) => a.length === b.length && a.every((ref, index) => ref === b[index])

/**
 * One callback ref for several refs: the same contract as `useMergeRefs` of `@floating-ui/react`, which
 * Mantine's ScrollArea imports, and which the build gives it from here instead
 * (vite-plugins/mantine-imports.ts, decision 061): that package's module is ~16 KiB gzip with the
 * positioning code it imports, and the homes' frame needs none of it. The callback stays the same while
 * the refs do (a new one makes React detach the old refs and attach the new); `null` when all are empty.
 */
export function useMergeRefs<T>(refs: Refs<T>): RefCallback<T> | null {
  const [current, setCurrent] = useState(() => ({ refs, callback: merged(refs) }))
  if (sameRefs(current.refs, refs)) return current.callback
  const next = { refs, callback: merged(refs) }
  setCurrent(next)
  return next.callback
}
