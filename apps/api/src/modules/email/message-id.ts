/**
 * The `Message-ID` of an outbox row: derived from the row id, so a message sent again (a retry after a
 * lost acknowledgement, a lease that ran out) is the same message and mail clients show it once.
 * The domain is the sender's, as RFC 5322 expects ('Acolhe <nao-responda@acolhe.com.br>').
 */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'acolhe.local'
  return `<outbox-${outboxId}@${domain}>`
}
