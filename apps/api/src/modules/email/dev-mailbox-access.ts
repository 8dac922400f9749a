import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { UnauthenticatedError } from '../../lib/errors'

export const DEV_MAILBOX_TOKEN_HEADER = 'x-dev-mailbox-token'

// Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest()

const tokenQuery = z.object({ token: z.string() })

function tokenMatches(sent: string | undefined, expected: string): boolean {
  return sent !== undefined && timingSafeEqual(digest(sent), digest(expected))
}

/**
 * The mailbox shows recovery codes, so a staging server reachable by others must not hand them out:
 * an admin session, or the token printed at start (query `token` or the x-dev-mailbox-token header).
 */
export function requireMailboxAccess(expectedToken: string) {
  return async (request: FastifyRequest) => {
    if (request.actor?.kind === 'admin') return
    const header = request.headers[DEV_MAILBOX_TOKEN_HEADER]
    const sent = typeof header === 'string' ? header : tokenQuery.safeParse(request.query).data?.token
    if (!tokenMatches(sent, expectedToken)) throw new UnauthenticatedError(t.devMailboxLocked)
  }
}
