import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A body already serialised to JSON, and its gzip form, made (and kept, where the body is cached) on first need. */
export type SerializedJson = { json: string; gzipped: () => Buffer }

/** Below this many characters gzip saves too little to be worth the header and the CPU. */
const GZIP_FROM_CHARS = 1024

export function serializedJson(json: string): SerializedJson {
  let gzipped: Buffer | undefined
  return { json, gzipped: () => (gzipped ??= gzipSync(json)) }
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`), not refused with `q=0`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (name !== 'gzip' && name !== '*') return false
    const q = params.find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * Sends a body that is already JSON as it is. Fastify runs no serialiser on a string whose content type
 * says JSON, so the route's response schema stays for the documentation while the string is not parsed,
 * checked or escaped again (the open-times cache, decision 051). The caller owns that the string matches
 * the schema: its tests compare it with the schema's serialiser. A large body goes gzipped to a client
 * that takes it: eight weeks of open hours are ~90–330 KB of JSON, a few KB gzipped, on a phone's 4G.
 */
export function sendSerializedJson(request: FastifyRequest, reply: FastifyReply, body: SerializedJson): FastifyReply {
  reply.type('application/json; charset=utf-8')
  if (body.json.length < GZIP_FROM_CHARS) return reply.send(body.json)
  reply.header('vary', 'accept-encoding')
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.json)
  return reply.header('content-encoding', 'gzip').send(body.gzipped())
}

/**
 * Sends a body that is already JSON as it is and uncompressed, as Fastify's serialiser would have sent it
 * (a page of a list: a few KB). As above, the caller owns that it matches the route's schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}
