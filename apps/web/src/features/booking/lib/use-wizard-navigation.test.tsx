import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoutes } from '../../../test/render'
import { useWizardNavigation } from './use-wizard-navigation'
import { decodeWizardState, encodeWizardState } from './wizard-state'

const CHOSEN = '2d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a'

/** Step 1 with a type chosen and the list narrowed by a search, two filters and an order. */
const STEP_ONE = `/agendamento?d=${encodeWizardState({ step: 1, professionalType: 'PSYCHOLOGIST' })}&search=ana&approach=a1&max_price=20000&sort=next_hour`

function Chooser({ keepFilters }: { keepFilters: boolean }) {
  const { state, go } = useWizardNavigation('public')
  return (
    <button type="button" onClick={() => go({ step: 1, professionalType: state.professionalType, professionalId: CHOSEN }, { replace: true, keepFilters })}>
      escolher
    </button>
  )
}

function choose(keepFilters: boolean) {
  return renderRoutes([{ path: '/agendamento', element: <Chooser keepFilters={keepFilters} /> }], STEP_ONE)
}

afterEach(cleanup)

describe('useWizardNavigation', () => {
  it("choosing a professional keeps the list's search, filters and order in the address", async () => {
    const { router } = choose(true)
    await userEvent.click(screen.getByRole('button', { name: 'escolher' }))
    const params = new URLSearchParams(router.state.location.search)
    expect(decodeWizardState(params.get('d'))).toMatchObject({ step: 1, professionalType: 'PSYCHOLOGIST', professionalId: CHOSEN })
    expect([...params].filter(([name]) => name !== 'd')).toEqual([
      ['search', 'ana'],
      ['approach', 'a1'],
      ['max_price', '20000'],
      ['sort', 'next_hour'],
    ])
  })

  it('a move that does not keep them writes the wizard state alone', async () => {
    const { router } = choose(false)
    await userEvent.click(screen.getByRole('button', { name: 'escolher' }))
    expect([...new URLSearchParams(router.state.location.search).keys()]).toEqual(['d'])
  })
})
