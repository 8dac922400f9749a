import { describe, expect, it } from 'vitest'
import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll'
import { RemoveScroll } from './remove-scroll-class-names'

describe('the class names given to AppShell in place of react-remove-scroll', () => {
  it("are the package's own, so a modal's scroll lock still keeps the header in place", () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames)
  })
})
