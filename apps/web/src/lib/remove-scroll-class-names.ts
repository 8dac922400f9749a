// What the build gives AppShell's header, footer and aside in place of `react-remove-scroll`
// (vite-plugins/mantine-imports.ts, decision 061): they read only these class names, which keep them in
// place while a modal locks the page's scroll. They must be the package's own (a modal's lock, the real
// package downloaded with the modal, looks for them): remove-scroll-class-names.test.ts compares them.
// Written here rather than imported from the package's constants, so that this module imports nothing and
// a modal's chunk never has to import the homes' frame to reach them.
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
} as const
