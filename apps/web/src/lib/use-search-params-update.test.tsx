import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import { useSearchParamsUpdate } from './use-search-params-update'

const setting = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current)
  next.set(key, value)
  return next
}

/** Two changes from one render's handler: what a second filter chosen before the first one's render commits does. */
function TwoChanges() {
  const update = useSearchParamsUpdate()
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update(setting('approach', 'a1'), { replace: true })
          update(setting('max_price', '20000'), { replace: true })
        }}
      >
        two
      </button>
      <button type="button" onClick={() => update(setting('sort', 'next_hour'), { replace: true })}>
        sort
      </button>
    </>
  )
}

const location = () => screen.getByTestId('location').textContent

afterEach(cleanup)

describe('a change of the query string', () => {
  it('starts from the last change written, not from the address its render showed', async () => {
    renderWithRouter(<TwoChanges />, '/agendamento?d=x')
    await userEvent.click(screen.getByRole('button', { name: 'two' }))
    expect(location()).toBe('/agendamento?d=x&approach=a1&max_price=20000')
    await userEvent.click(screen.getByRole('button', { name: 'sort' }))
    expect(location()).toBe('/agendamento?d=x&approach=a1&max_price=20000&sort=next_hour')
  })

  it('starts from an address reached otherwise (Back, a link) once it is shown', async () => {
    const { router } = renderWithRouter(<TwoChanges />, '/agendamento?d=x')
    await userEvent.click(screen.getByRole('button', { name: 'two' }))
    await act(() => router.navigate('/agendamento?d=y'))
    await userEvent.click(screen.getByRole('button', { name: 'sort' }))
    expect(location()).toBe('/agendamento?d=y&sort=next_hour')
  })
})
