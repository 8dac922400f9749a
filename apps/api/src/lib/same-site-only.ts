import type { FastifyRequest } from 'fastify'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { ForbiddenError } from './errors'

/**
 * Route hook for the few GETs that change state (the checkout reserves balance and may confirm a
 * session). A top-level navigation from another site carries the SameSite=Lax cookie, so the browser's
 * `Sec-Fetch-Site: cross-site` is refused. Clients that send no such header (CLI, tests, old browsers)
 * are let through: the header is the browser's word, not a secret.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenError(t.crossSiteRefused)
}
