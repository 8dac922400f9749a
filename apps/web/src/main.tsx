import './app/styles/mantine-core.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'

// The entry stays tiny: the app itself is src/app/boot.tsx, fetched alongside (the build adds
// modulepreload links for it). A page prerendered at build time (decision 015) is painted first,
// and only then is the app's JavaScript evaluated and the page hydrated.
const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('root element missing')
const root: HTMLElement = rootElement
const prerendered = root.hasChildNodes()

// A click on a prerendered page before it is hydrated would reach no handler and be lost: it is held
// and replayed once the app has taken over the page. Where hydration replaced the clicked node (React
// renders a subtree afresh when it cannot adopt it), the click goes to the node at the same place.
type HeldClick = { target: Element; path: number[] }
const heldClicks: HeldClick[] = []
/** The child indexes leading from the root to `node`. */
function pathFromRoot(node: Element, top: Element): number[] {
  const path: number[] = []
  for (let current: Element | null = node; current && current !== top; current = current.parentElement) {
    const parent: Element | null = current.parentElement
    if (!parent) return []
    path.unshift(Array.prototype.indexOf.call(parent.children, current))
  }
  return path
}
function nodeAt(path: number[], top: Element): Element | null {
  let current: Element | null = top
  for (const index of path) current = current?.children[index] ?? null
  return current
}
function holdClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  event.preventDefault()
  event.stopPropagation()
  heldClicks.push({ target: event.target, path: pathFromRoot(event.target, root) })
}
function replayHeldClicks() {
  document.removeEventListener('click', holdClick, true)
  for (const { target, path } of heldClicks.splice(0)) {
    const current = target.isConnected ? target : path.length > 0 ? nodeAt(path, root) : null
    current?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
  }
}

const start = () => void import('./app/boot').then(({ boot }) => boot(root, prerendered, replayHeldClicks))
if (prerendered) {
  document.addEventListener('click', holdClick, true)
  requestAnimationFrame(() => setTimeout(start))
} else start()
