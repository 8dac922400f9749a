import { describe, expect, it } from 'vitest'
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core'
import { accessibleCssVariables, readableOnWhite } from './accessible-theme'
import { theme } from './theme'

function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

describe('readableOnWhite', () => {
  it.each(['#868e96', '#fa5252', '#40c057', '#fab005', '#fd7e14', '#138c74'])('darkens %s to at least 5.3:1 on white', (hex) => {
    expect(contrastOnWhite(readableOnWhite(hex))).toBeGreaterThanOrEqual(5.3)
  })

  it('keeps a colour that already reads well', () => {
    expect(readableOnWhite('#0c4840')).toBe('#0c4840')
  })
})

describe('filled buttons', () => {
  const { light } = accessibleCssVariables(mergeMantineTheme(DEFAULT_THEME, createTheme(theme)))

  it('give a white label at least 4.5:1 on every colour whose own shade is lower (red, the danger buttons)', () => {
    const red = light['--mantine-color-red-filled']
    expect(red).toBeDefined()
    expect(contrastOnWhite(red ?? '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('leave the primary colour as drawn: it already reads well', () => {
    expect(light['--mantine-color-acolhe-filled']).toBeUndefined()
  })
})
