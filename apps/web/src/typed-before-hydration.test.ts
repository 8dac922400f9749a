import { afterEach, describe, expect, it } from 'vitest'
import { noteTypedFields, restoreTypedFields } from './typed-before-hydration'

// What a visitor types into a prerendered login before the app takes it over goes back into the form
// (decision 055); the journeys in e2e/login-intent.spec.ts prove it reaches react-hook-form.

function page(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

/** What the user types: the value changes, then an input event (what the page hears). */
function type(field: HTMLInputElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('typed before hydration', () => {
  it('gives back what was typed to a field the form emptied, with an input event', () => {
    const root = page('<form><input name="email"><input name="password" type="password"><input name="other"></form>')
    const [email, password, other] = [...root.querySelectorAll('input')]
    if (!email || !password || !other) throw new Error('fields missing')
    noteTypedFields(root)
    type(email, 'ana@example.com')
    type(password, 'segredo-1')
    // Hydration: the form library sets its registered fields to their defaults, with no event.
    email.value = ''
    password.value = ''
    const heard: string[] = []
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name))

    restoreTypedFields(root, window.location.pathname)
    expect([email.value, password.value, other.value]).toEqual(['ana@example.com', 'segredo-1', ''])
    expect(heard).toEqual(['email', 'password'])
  })

  it('counts what a field held when the app was started (filled without an event), and a field replaced by name', () => {
    const root = page('<form><input name="email"></form>')
    const prefilled = root.querySelector('input')
    if (!prefilled) throw new Error('field missing')
    prefilled.value = 'autofill@example.com'
    noteTypedFields(root)
    // The app rendered the form afresh: a new node with the same name.
    root.innerHTML = '<form><input name="email"></form>'
    restoreTypedFields(root, window.location.pathname)
    expect(root.querySelector('input')?.value).toBe('autofill@example.com')
  })

  it('gives nothing back once the app is on another page', () => {
    const root = page('<form><input name="email"></form>')
    const email = root.querySelector('input')
    if (!email) throw new Error('field missing')
    noteTypedFields(root)
    type(email, 'ana@example.com')
    email.value = ''
    restoreTypedFields(root, '/another-page')
    expect(email.value).toBe('')
  })
})
