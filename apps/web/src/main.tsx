import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'

// The entry stays tiny: the app itself is src/app/boot.tsx, fetched alongside (the build adds
// modulepreload links for it). A page prerendered at build time (decision 015) is painted first,
// and only then is the app's JavaScript evaluated and the page hydrated.
const root = document.getElementById('root')
if (!root) throw new Error('root element missing')
const prerendered = root.hasChildNodes()

// A click on a prerendered page before it is hydrated would reach no handler and be lost: it is held
// and replayed on the same element once the app has taken over the page.
const heldClicks: Element[] = []
function holdClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  event.preventDefault()
  event.stopPropagation()
  heldClicks.push(event.target)
}
function replayHeldClicks() {
  document.removeEventListener('click', holdClick, true)
  for (const target of heldClicks.splice(0)) {
    if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
  }
}

const start = () => void import('./app/boot').then(({ boot }) => boot(root, prerendered, replayHeldClicks))
if (prerendered) {
  document.addEventListener('click', holdClick, true)
  requestAnimationFrame(() => setTimeout(start))
} else start()
