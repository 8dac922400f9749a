// The checkout opens in a new tab (docs/product/screens-and-routes.md). The tab is opened at the click, before the URL is known,
// because browsers block a window.open that happens after an awaited request; it is then pointed at the
// URL, or closed when the balance paid everything or the request failed.

export type CheckoutTab = { go: (url: string) => void; close: () => void }

export function openCheckoutTab(): CheckoutTab {
  const tab = window.open('', '_blank')
  return {
    go: (url) => {
      if (tab && !tab.closed) {
        tab.opener = null
        tab.location.href = url
      } else {
        // Pop-ups blocked: pay in this tab; the provider sends the payer back to the wizard.
        window.location.assign(url)
      }
    },
    close: () => tab?.close(),
  }
}
