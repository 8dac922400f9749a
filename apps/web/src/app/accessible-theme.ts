import type { AnchorProps, CSSVariablesResolver, MantineThemeOverride, NotificationProps, PaginationProps } from '@mantine/core'
import { uiA11yTexts as t } from '@acolhe/shared/texts/ui-a11y'

// WCAG 2.2 AA on top of the theme (checked by axe in the browser tests, e2e/support/axe.ts): Mantine's default
// dimmed grey (#868e96, 3.3:1 on white), its error red and its "light" variant text colours (shade 6, 2–3:1 for
// green/yellow/orange) fail the 4.5:1 text contrast, so does white text on a filled button of red, orange or
// green (3–4:1; a reminder's 'Cancelar consulta' was found by axe), its pagination arrows and the toasts' close buttons have no name, and links
// inside text are told apart by colour alone (underlined here, WCAG 1.4.1).

// 5.3:1 on white keeps 4.5:1 on the light variants' tinted backgrounds (luminance down to 0.87).
const MIN_CONTRAST = 5.3

function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)
/** WCAG 1.4.3 for text of normal size. */
const AA_TEXT = 4.5

function darker(hex: string): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.9).toString(16).padStart(2, '0')
  return `#${channel(1)}${channel(3)}${channel(5)}`
}

/** The shade's own hue, darkened just enough to reach MIN_CONTRAST on white. */
export function readableOnWhite(hex: string): string {
  let color = hex.toLowerCase()
  while (contrastOnWhite(color) < MIN_CONTRAST) color = darker(color)
  return color
}

export const accessibleCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOnWhite(theme.colors.gray[6] ?? '#868e96'),
    // Field error messages (red 6 is 3.3:1).
    '--mantine-color-error': readableOnWhite(theme.colors.red[6] ?? '#fa5252'),
  }
  const filledShade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade
  for (const [name, shades] of Object.entries(theme.colors)) {
    const shade = shades[6]
    if (shade?.startsWith('#') && shade.length === 7) light[`--mantine-color-${name}-light-color`] = readableOnWhite(shade)
    // A filled button's white label: only a colour under 4.5:1 changes, so the primary (5.5:1) stays as drawn.
    const filled = shades[filledShade]
    if (filled?.startsWith('#') && filled.length === 7 && contrastOnWhite(filled) < AA_TEXT) {
      light[`--mantine-color-${name}-filled`] = readableOnWhite(filled)
      light[`--mantine-color-${name}-filled-hover`] = darker(readableOnWhite(filled))
    }
  }
  return { variables: {}, light, dark: {} }
}

const controlNames = { first: t.paginationFirst, previous: t.paginationPrevious, next: t.paginationNext, last: t.paginationLast }

/** Default props for one component, checked against its props (what `Component.extend` does). */
type DefaultsOf<Props> = { defaultProps: Partial<Props> }

// Plain objects rather than `Anchor.extend(…)`: calling `extend` imports the component itself, which put
// Pagination and Notification in every page's first load (decision 057).
export const accessibleThemeOverride: MantineThemeOverride = {
  components: {
    Anchor: { defaultProps: { underline: 'always' } } satisfies DefaultsOf<AnchorProps>,
    Pagination: { defaultProps: { getControlProps: (control) => ({ 'aria-label': controlNames[control] }) } } satisfies DefaultsOf<PaginationProps>,
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': t.closeNotification } } } satisfies DefaultsOf<NotificationProps>,
  },
}
