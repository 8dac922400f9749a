// A prerendered form (the logins and the sign-up, decision 055) can be typed into before the app has
// taken it over: focus starts the app, but the visitor goes on typing while it downloads, and a password
// manager may fill the fields at any moment. Hydration keeps the DOM nodes, yet react-hook-form sets every
// field it registers to its default value (an empty string) and never sees what was typed, so the
// values are noted here and given back to the form once the app handles the page.

const FIELDS = 'input[name], textarea[name], select[name]'
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Typed = { name: string; value: string; toggle: boolean; checked: boolean }

const typed = new Map<Field, Typed>()

function isField(node: EventTarget | null): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
}

function note(field: Field) {
  if (field.name) typed.set(field, { name: field.name, value: field.value, toggle: isToggle(field), checked: isToggle(field) && field.checked })
}

function noteEvent(event: Event) {
  if (isField(event.target)) note(event.target)
}

/** Starts noting what is typed into (or filled in) the page's named fields; what they hold now counts too. */
export function noteTypedFields(root: HTMLElement) {
  root.querySelectorAll(FIELDS).forEach((node) => {
    if (isField(node)) note(node)
  })
  document.addEventListener('input', noteEvent, true)
  document.addEventListener('change', noteEvent, true)
}

/**
 * Sets `value` as if typed: the element's own setter would update React's record of the value too, and
 * React would then see no change in the `input` event; the prototype's setter leaves that record behind.
 */
function typeInto(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Once the app handles the page: every field that no longer holds what the visitor left in it gets it
 * back, through the events the form library listens to. Nothing is given back on another page (the app
 * may have moved on, e.g. a logged-in person sent home).
 */
export function restoreTypedFields(root: HTMLElement, pathname: string) {
  document.removeEventListener('input', noteEvent, true)
  document.removeEventListener('change', noteEvent, true)
  // Only what holds something: an empty field is what the form starts with anyway, and a radio is given
  // back by clicking the one that was chosen.
  const entries = [...typed].filter(([, left]) => (left.toggle ? left.checked : left.value !== ''))
  typed.clear()
  if (window.location.pathname !== pathname) return
  for (const [noted, left] of entries) {
    // Hydration adopts the server's nodes; where React rendered a subtree afresh, the field of that name.
    const found = noted.isConnected ? noted : [...root.querySelectorAll(FIELDS)].find((node) => isField(node) && node.name === left.name)
    if (!found || !isField(found)) continue
    if (isToggle(found)) {
      // A checkbox or radio changes through a click, the event React listens to for them.
      if (!found.checked) found.click()
    } else if (found.value !== left.value) typeInto(found, left.value)
  }
}
