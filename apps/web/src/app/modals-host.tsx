import { useEffect } from 'react'
import { ModalsProvider } from '@mantine/modals'

/** Mantine's modals manager, loaded by modals-on-demand.tsx; `onListening` runs once it hears `modals.*` calls. */
export function ModalsHost({ onListening }: { onListening: () => void }) {
  // A parent's effect runs after its children's: ModalsProvider has added its listeners by then.
  useEffect(onListening, [onListening])
  return <ModalsProvider />
}
