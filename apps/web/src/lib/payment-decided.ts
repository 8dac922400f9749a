// The checkout tab tells the app's other tabs of this browser that a payment was just decided, so the
// wizard's payment step (in the tab that opened the checkout, hidden meanwhile) reads its session at
// once instead of showing 'Aguardando pagamento' until its next poll. Only a hint: the session the
// server returns is what the wizard shows.

const CHANNEL = 'acolhe-payment-decided'

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
}

/** Tells the other tabs that a payment was decided. */
export function announcePaymentDecided(): void {
  const channel = openChannel()
  if (!channel) return
  channel.postMessage('decided')
  channel.close()
}

/** Calls `listener` whenever another tab announces a decided payment; returns the unsubscribe. */
export function onPaymentDecided(listener: () => void): () => void {
  const channel = openChannel()
  if (!channel) return () => {}
  channel.onmessage = () => listener()
  return () => channel.close()
}
