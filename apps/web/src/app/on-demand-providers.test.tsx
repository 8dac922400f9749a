import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { renderWithRouter } from '../test/render'

// The toasts' container and the modals manager are loaded on first use (decision 057): what a screen
// asks before they are there must still show.

afterEach(() => {
  cleanup()
  notifications.clean()
  modals.closeAll()
})

describe('toasts and confirmations loaded on first use', () => {
  it('shows a toast asked before its container was loaded', async () => {
    renderWithRouter(<button onClick={() => notifications.show({ message: 'first toast' })}>toast</button>)
    await userEvent.click(screen.getByRole('button', { name: 'toast' }))
    expect(await screen.findByText('first toast')).toBeInTheDocument()
  })

  it('opens the first confirmation, and one asked while the manager downloads, then runs its confirm', async () => {
    const confirmed: string[] = []
    const ask = (name: string) => modals.openConfirmModal({ title: name, labels: { confirm: `yes ${name}`, cancel: 'no' }, onConfirm: () => confirmed.push(name) })
    renderWithRouter(
      <button
        onClick={() => {
          ask('one')
          ask('two')
        }}
      >
        ask
      </button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'ask' }))
    await userEvent.click(await screen.findByRole('button', { name: 'yes two' }))
    await userEvent.click(await screen.findByRole('button', { name: 'yes one' }))
    expect(confirmed).toEqual(['two', 'one'])
  })
})
