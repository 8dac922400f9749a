import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSearchParams } from 'react-router'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../test/render'
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box'

const location = () => screen.getByTestId('location').textContent
// The pauses run on a fake clock: with real timers a machine busy for 150 ms between the keystroke and the
// first pause made the 300 ms debounce fire "too early" (the test measured the machine, not the box).
const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Another control of the page that writes its own parameter, like a wizard row choice writing `d`. */
function ChooseButton() {
  const [, setParams] = useSearchParams()
  return (
    <button type="button" onClick={() => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), d: 'escolha' }), { replace: true })}>
      Escolher
    </button>
  )
}

describe('search box', () => {
  it("has the placeholder 'Pesquisar ...' and starts from the address's search", () => {
    renderWithRouter(<SearchBox />, '/admin/pacientes?search=jose')
    const input = screen.getByRole('searchbox', { name: 'Pesquisar' })
    expect(input.getAttribute('placeholder')).toBe('Pesquisar ...')
    expect((input as HTMLInputElement).value).toBe('jose')
  })

  it('writes `search` to the query string only after a 300 ms pause, back on the first page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderWithRouter(<SearchBox placeholder="Pesquisar por nome ..." />, '/admin/pacientes?page=4')
    const input = screen.getByPlaceholderText('Pesquisar por nome ...')

    fireEvent.change(input, { target: { value: 'Ana' } })
    await pause(SEARCH_DEBOUNCE_MS / 2)
    expect(location()).toBe('/admin/pacientes?page=4')

    await pause(SEARCH_DEBOUNCE_MS)
    expect(location()).toBe('/admin/pacientes?search=Ana')

    fireEvent.change(input, { target: { value: '' } })
    await pause(SEARCH_DEBOUNCE_MS + 50)
    expect(location()).toBe('/admin/pacientes')
  })

  it('keeps a parameter another control wrote while the pause was running', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderWithRouter(
      <>
        <SearchBox />
        <ChooseButton />
      </>,
      '/admin/consultas/agendar',
    )
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'Juliana' } })
    fireEvent.click(screen.getByRole('button', { name: 'Escolher' }))
    await pause(SEARCH_DEBOUNCE_MS + 50)
    expect(location()).toBe('/admin/consultas/agendar?d=escolha&search=Juliana')
  })
})
