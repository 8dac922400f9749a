import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorAnswer } from '@acolhe/shared/api/error-codes'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

type ClientError = Error & { code?: string }

function answerOf(error: ClientError): { status: number; body: ErrorAnswer } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: { message: t.requestHeadersTooLarge, code: 'PAYLOAD_TOO_LARGE' } }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: { message: t.requestTimeout, code: 'VALIDATION' } }
  return { status: 400, body: { message: t.invalidRequest, code: 'VALIDATION' } }
}

/**
 * Requests Node's HTTP parser refuses (a URL or headers over `maxHeaderSize`, malformed request lines,
 * timeouts) never reach Fastify's error handler; Fastify's default answer is English. This one answers
 * the same statuses with the Portuguese `{ message, code }` every other refusal has.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to read an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, body: answer } = answerOf(error)
  const body = JSON.stringify(answer)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
