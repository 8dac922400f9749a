import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithRouter } from '../test/render'
import { ResponsiveModalOnDemand } from './dialog-on-demand'

// A dialog loaded when it first opens (decision 061) must behave as one that was always there: it opens
// on the tap, keeps what was chosen in it, and gives focus back to the button that opened it.

afterEach(cleanup)

function Screen() {
  const [opened, setOpened] = useState(false)
  const [count, setCount] = useState(0)
  return (
    <>
      <button onClick={() => setOpened(true)}>open</button>
      <ResponsiveModalOnDemand opened={opened} onClose={() => setOpened(false)} title="the dialog">
        <button onClick={() => setCount((value) => value + 1)}>{`counted ${count}`}</button>
        <button onClick={() => setOpened(false)}>close</button>
      </ResponsiveModalOnDemand>
    </>
  )
}

describe('dialog loaded on demand', () => {
  it('is not in the page until opened, then opens, closes and gives focus back to its button', async () => {
    const user = userEvent.setup()
    renderWithRouter(<Screen />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'open' }))
    expect(await screen.findByRole('dialog', { name: 'the dialog' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'counted 0' }))
    await user.click(screen.getByRole('button', { name: 'close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' })))

    // Opened again, it is the same dialog (already loaded, its state kept by the screen).
    await user.click(screen.getByRole('button', { name: 'open' }))
    expect(await screen.findByRole('button', { name: 'counted 1' })).toBeInTheDocument()
  })
})
