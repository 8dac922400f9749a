import { createTheme, type MantineColorsTuple } from '@mantine/core'

// A calm teal-green. Shade 7 is the primary (white text on it passes WCAG AA: about 5.5:1).
const acolhe: MantineColorsTuple = [
  '#effcf8',
  '#d5f5ec',
  '#a9ead8',
  '#74dcc1',
  '#3fc7a6',
  '#1fae8e',
  '#138c74',
  '#10705f',
  '#0f594d',
  '#0c4840',
]

export const theme = createTheme({
  primaryColor: 'acolhe',
  primaryShade: { light: 7, dark: 5 },
  colors: { acolhe },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  // A person whose system asks for less motion (prefers-reduced-motion) gets Mantine's transitions
  // (dialogs, menus, collapses such as the FAQ and the directory's filters) at once instead of animated.
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 100 } },
    Select: { defaultProps: { maxDropdownHeight: 240 } },
    // A dialog's or drawer's title bar is a <header>; inside role="dialog" (not a sectioning role) assistive
    // technology reads it as a second banner beside the page's own (axe landmark-no-duplicate-banner). It is
    // a title bar, not a landmark.
    ModalHeader: { defaultProps: { role: 'presentation' } },
    DrawerHeader: { defaultProps: { role: 'presentation' } },
  },
})
