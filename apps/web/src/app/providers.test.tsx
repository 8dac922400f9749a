import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { createQueryClient } from '../lib/query-client'
import { AppProviders } from './providers'

afterEach(() => {
  cleanup()
})

const variablesSheet = () => document.querySelector('style[data-mantine-styles="true"]')

// The browser gets Mantine's CSS variables; jsdom tests do not (decision 121): no CSS file reaches the
// tests, so the variables style nothing there, while jsdom applied their one 10 kB rule to <html> again on
// every style lookup after a change of the page (every getByRole, every user-event click).
describe('AppProviders', () => {
  it("writes Mantine's CSS variables for the browser", () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>tela</p>
      </AppProviders>,
    )
    expect(variablesSheet()?.textContent).toContain('--mantine-color-')
  })

  it('leaves them out in tests', () => {
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <p>tela</p>
      </AppProviders>,
    )
    expect(variablesSheet()).toBeNull()
  })
})
