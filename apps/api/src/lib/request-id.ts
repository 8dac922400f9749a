import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

// Request ids (decision 071): the balancer's X-Request-Id (HAProxy sets one when the client sent none),
// else the trace id of a W3C `traceparent`, else a random UUID — never a per-process counter, which
// gives `req-1` on every instance. The id is answered in X-Request-Id, carried by every log line of the
// request and stored on the outbox rows the request queues.

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value.trim() : undefined
}

/** Fastify's `genReqId`: a sent id only when it is short and plain (it reaches logs and rows). */
export function requestIdOf(request: IncomingMessage): string {
  const given = header(request, 'x-request-id')
  if (given && REQUEST_ID.test(given)) return given
  const trace = TRACEPARENT.exec(header(request, 'traceparent') ?? '')?.[1]
  if (trace && !/^0+$/.test(trace)) return trace
  return randomUUID()
}

const current = new AsyncLocalStorage<{ requestId: string }>()

/** Runs the rest of a request's handling with its id reachable by `currentRequestId` (the outboxes). */
export function runWithRequestId(requestId: string, next: () => void): void {
  current.run({ requestId }, next)
}

/** The id of the request being handled, or null in a background job. */
export function currentRequestId(): string | null {
  return current.getStore()?.requestId ?? null
}
