import { afterAll, afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
// toBeInTheDocument, toBeDisabled… on Vitest's expect (and their types for the typecheck).
import '@testing-library/jest-dom/vitest'
import { matchMediaWhere } from './media-query'
// findBy… and waitFor give up after 15 s, not 1 s: on a machine busy with other work a render can take
// seconds, and the bound only stops a wait that would never end (no test asserts a duration).
configure({ asyncUtilTimeout: 15_000 })
// Mantine needs these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaWhere(() => false) })
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
// Mantine's combobox scrolls the highlighted option into view on a timer.
Element.prototype.scrollIntoView = () => {}

// The test files of a worker share one document and one copy of each module (isolate: false in
// vitest.config.ts): whatever a file leaves behind — a mounted screen, a portal, the toasts in Mantine's
// module-level notifications store, a stored draft, a changed address, fake timers — is removed before
// the next file starts, so no file sees another's leftovers.
afterEach(() => {
  cleanup()
})
afterAll(() => {
  notifications.clean()
  cleanup()
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
  vi.useRealTimers()
})
