import type { FastifyReply } from 'fastify'

/**
 * Sends a body that is already JSON as it is. Fastify runs no serialiser on a string whose content type
 * says JSON, so the route's response schema stays for the documentation while the string is not parsed,
 * checked or escaped again (the open-times cache, decision 051). The caller owns that the string matches
 * the schema: its tests compare it with the schema's serialiser.
 */
export function sendSerializedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}
