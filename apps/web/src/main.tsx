import './app/styles/mantine-core.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { FIRST_ANSWERS_ELEMENT_ID, RENDERED_AT_ATTRIBUTE, TAKE_OVER_AT_ATTRIBUTE, VISITOR_TIME_ZONE_ATTRIBUTE } from '@acolhe/shared/page-rendering'
import { startFirstRequests, takeEmbeddedAnswers } from './first-requests'
import { noteTypedFields, restoreTypedFields } from './typed-before-hydration'
import { rendersAlikeIn } from './visitor-zone'

// The entry stays tiny: the app itself is src/app/boot.tsx. A page prerendered at build time (decision
// 015) is complete and painted without it, so its code is not even requested until the visitor shows
// intent (decision 052): a finger or pointer on something interactive, a key, a field focused. Every
// other page starts the app at once.
const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('root element missing')
const root: HTMLElement = rootElement
// A page the server rendered per request (decision 116: booking step 2) carries the answers it was
// rendered from. It shows a visitor's hours in the zone it names: in a browser whose clock differs from
// that zone's, the app renders the page afresh at once, in the browser's zone, from the same answers.
const answersInPage = takeEmbeddedAnswers(document.getElementById(FIRST_ANSWERS_ELEMENT_ID))
const renderedZone = root.getAttribute(VISITOR_TIME_ZONE_ATTRIBUTE)
if (renderedZone && !rendersAlikeIn(renderedZone, Intl.DateTimeFormat().resolvedOptions().timeZone, new Date())) root.replaceChildren()
const prerendered = root.hasChildNodes()
const startPath = window.location.pathname

// What a visitor can act on; intent on anything else (scrolling a text with a finger) loads nothing.
const INTERACTIVE =
  'a[href],button,input,select,textarea,label,summary,[contenteditable],[tabindex]:not([tabindex="-1"]),' +
  ['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'combobox', 'menuitem', 'option'].map((role) => `[role=${role}]`).join()
const TEXT_FIELDS = 'textarea,select,input:not([type=checkbox],[type=radio],[type=submit],[type=button],[type=image],[type=reset])'
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const

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
  // A link is already complete in the HTML: until the app has taken over, the browser follows it
  // (a new page, or a new tab with a modifier key) instead of waiting for the app to download. Not one
  // marked data-needs-app, whose address the app completes (the patient's Google sign-in adds the zone).
  if (event.target.closest('a[href]:not([data-needs-app])')) return
  // A click into a text field only places the caret, which the browser does anyway, and what is typed
  // is kept for the app (typed-before-hydration.ts): nothing waits for the app, so no progress bar.
  if (event.target.closest(TEXT_FIELDS)) return
  event.preventDefault()
  event.stopPropagation()
  heldClicks.push({ target: event.target, path: pathFromRoot(event.target, root) })
  // The visitor is now waiting for the app: index.html draws a progress bar while this attribute is set.
  document.documentElement.setAttribute('data-app-loading', '')
  // A click is intent even where the listeners below saw none (a synthetic click, an unlisted element).
  start()
}
// A form sent before the app has taken over would be posted by the browser itself, bypassing the app
// (and a form without a method would put its fields, a password too, in the address): it is held like a
// click. Enter in a field or a tap on the button are already held as the button's click; this catches
// what sends a form without one.
const heldSubmits: HTMLFormElement[] = []
function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return
  event.preventDefault()
  event.stopPropagation()
  heldSubmits.push(event.target)
  document.documentElement.setAttribute('data-app-loading', '')
  start()
}

/** Runs once the app handles the page: what was typed goes back into the form, then the held taps. */
function takeOver() {
  document.removeEventListener('click', holdClick, true)
  document.removeEventListener('submit', holdSubmit, true)
  document.documentElement.removeAttribute('data-app-loading')
  if (prerendered) restoreTypedFields(root, startPath)
  for (const { target, path } of heldClicks.splice(0)) {
    const current = target.isConnected ? target : path.length > 0 ? nodeAt(path, root) : null
    current?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
  }
  for (const form of heldSubmits.splice(0)) if (form.isConnected) form.requestSubmit()
}

function onIntent(event: Event) {
  // A key or a focus (only what can be acted on takes focus) is intent wherever it lands.
  if (event.type === 'keydown' || event.type === 'focusin' || (event.target instanceof Element && event.target.closest(INTERACTIVE))) start()
}

let started = false
function start() {
  if (started) return
  started = true
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
  if (prerendered) noteTypedFields(root)
  // A prerendered page lists the app's files for its route in an inert template (written at build time):
  // activating them fetches all of them at once instead of one import after another. A page the app
  // renders has them as live low-priority preloads instead (decision 115), and no template.
  const code = document.getElementById('app-code')
  if (code instanceof HTMLTemplateElement) document.head.append(code.content.cloneNode(true))
  void import('./app/boot').then(({ boot }) => boot(root, prerendered, takeOver))
}

// A section whose data only the app fetches is prerendered as its loading placeholder, and a form as a
// disabled fieldset (enabled once hydrated, so nothing typed is lost): once the visitor scrolls to within
// half a screen of one, the app is needed there.
function startNearPlaceholders() {
  const placeholders = root.querySelectorAll('.mantine-Skeleton-root, .mantine-Loader-root, fieldset:disabled')
  if (placeholders.length === 0 || !('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: '50% 0px' },
  )
  placeholders.forEach((placeholder) => observer.observe(placeholder))
}

/** Longest delay a timer takes (about 24.8 days); a later instant waits in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

// A home the server rendered (decision 128) names the instant at which what it shows changes by the clock
// alone or becomes live (a room opening, a relative time ticking, the professional's live room): the app
// takes the page over then, even if nobody touched it, so the page never sits frozen. Already passed (a
// live room): after the first paint, as a page the app renders. Counted from the instant the server rendered
// the page, on the browser's monotonic clock: a phone whose clock is a few minutes off still takes over on time.
function startAtTakeOverInstant() {
  const at = Date.parse(root.getAttribute(TAKE_OVER_AT_ATTRIBUTE) ?? '')
  if (Number.isNaN(at)) return
  const renderedAt = Date.parse(root.getAttribute(RENDERED_AT_ATTRIBUTE) ?? '')
  const deadline = performance.now() + at - (Number.isNaN(renderedAt) ? Date.now() : renderedAt)
  const wait = () => {
    const left = deadline - performance.now()
    if (left <= 0) requestAnimationFrame(() => setTimeout(start, 0))
    else setTimeout(wait, Math.min(left, LONGEST_TIMER_MS))
  }
  wait()
}

if (prerendered) {
  document.addEventListener('click', holdClick, true)
  document.addEventListener('submit', holdSubmit, true)
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true })
  startNearPlaceholders()
  startAtTakeOverInstant()
} else {
  // A page the app renders. Its first reads (decision 080) leave now, and its code is already downloading
  // from the HTML's low-priority preload links (decision 115), neither taking the bandwidth the first
  // paint's stylesheets need. The browser paints the HTML's mark and spinner first (decisions 063, 110),
  // then the app's code runs: run at once, its evaluation (a second or more on a slow phone) came before
  // any paint. A hidden tab paints nothing and fires no animation frame: it starts the app at once.
  if (!answersInPage) startFirstRequests(window.location)
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0))
  else start()
}
