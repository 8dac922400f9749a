import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { createRef, type Ref } from 'react'
import { useMergeRefs } from './merge-refs'

// Mantine's ScrollArea gets its useMergeRefs from here in the build (vite-plugins/mantine-imports.ts):
// every ref it merges must get the element, and lose it when the element goes.

afterEach(cleanup)

function Box({ refs }: { refs: ReadonlyArray<Ref<HTMLDivElement> | undefined> }) {
  const ref = useMergeRefs(refs)
  return <div ref={ref} data-testid="box" />
}

describe('useMergeRefs', () => {
  it('gives the element to object and callback refs, skips empty ones, and takes it back on unmount', () => {
    const object = createRef<HTMLDivElement>()
    const seen: (HTMLDivElement | null)[] = []
    const callback = (node: HTMLDivElement | null) => void seen.push(node)
    const view = render(<Box refs={[object, undefined, callback]} />)
    const box = view.getByTestId('box')
    expect(object.current).toBe(box)
    expect(seen).toEqual([box])
    view.unmount()
    expect(object.current).toBeNull()
    expect(seen).toEqual([box, null])
  })

  it('runs the cleanup a callback ref returns instead of calling it with null', () => {
    const events: string[] = []
    const callback = (node: HTMLDivElement | null) => {
      events.push(node ? 'attach' : 'null')
      return () => void events.push('cleanup')
    }
    render(<Box refs={[callback]} />).unmount()
    expect(events).toEqual(['attach', 'cleanup'])
  })

  it('moves the element to new refs when they change', () => {
    const first = createRef<HTMLDivElement>()
    const second = createRef<HTMLDivElement>()
    const view = render(<Box refs={[first]} />)
    const box = view.getByTestId('box')
    view.rerender(<Box refs={[second]} />)
    expect(first.current).toBeNull()
    expect(second.current).toBe(box)
  })
})
