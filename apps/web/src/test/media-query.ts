// jsdom has no window.matchMedia. One fake MediaQueryList for the test setup (nothing matches) and for the
// tests that lay a screen out at a given width (`matches` says which media queries hold).

/** A matchMedia whose lists match when `matches(query)` is true and never change. */
export function matchMediaWhere(matches: (query: string) => boolean): (query: string) => MediaQueryList {
  return (query) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })
}
