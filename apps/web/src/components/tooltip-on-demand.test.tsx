import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { renderWithRouter } from '../test/render'
import { TooltipOnDemand, useMouseHover } from './tooltip-on-demand'

// A tooltip loaded on its first hover (decision 061) opens as Mantine's did by default: for a mouse
// resting on the element, not for a touch; it closes when the pointer leaves or on Escape.

afterEach(cleanup)

function Fold() {
  const target = useRef<HTMLButtonElement>(null)
  const hover = useMouseHover()
  return (
    <>
      <button ref={target} aria-label="fold the menu" onPointerEnter={hover.onPointerEnter} onPointerLeave={hover.onPointerLeave} />
      <TooltipOnDemand target={target} label="fold the menu" opened={hover.hovered} />
    </>
  )
}

describe('tooltip loaded on demand', () => {
  it('shows for a mouse resting on the button, not for a touch, and closes when it leaves or on Escape', async () => {
    renderWithRouter(<Fold />)
    const button = screen.getByRole('button', { name: 'fold the menu' })

    fireEvent.pointerEnter(button, { pointerType: 'touch' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    fireEvent.pointerEnter(button, { pointerType: 'mouse' })
    expect((await screen.findByRole('tooltip')).textContent).toBe('fold the menu')
    fireEvent.pointerLeave(button, { pointerType: 'mouse' })
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())

    fireEvent.pointerEnter(button, { pointerType: 'mouse' })
    expect(await screen.findByRole('tooltip')).toBeInTheDocument()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
})
