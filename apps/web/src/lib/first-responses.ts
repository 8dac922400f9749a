// The API client's side of src/first-requests.ts: a GET whose address the entry already requested is
// answered from that response, once; a write (anything but GET) drops every response not yet taken, so
// nothing read before it can be shown after it.

/** The response already on its way for `address`, taken (a second call gets nothing). */
export function takeFirstResponse(address: string): Promise<Response> | undefined {
  const started = globalThis.acolheFirstRequests
  const response = started?.get(address)
  started?.delete(address)
  return response
}

export function dropFirstResponses(): void {
  globalThis.acolheFirstRequests = undefined
}
