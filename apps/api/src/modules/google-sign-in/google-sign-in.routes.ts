import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { timeZoneField } from '@acolhe/shared/schemas/fields'
import { NotFoundError } from '../../lib/errors'
import { openSession } from '../../plugins/auth'
import { signInPatient, signInProfessional, type GoogleSignInKind } from './google-sign-in.service'
import { finishAuthorization, startAuthorization } from './oidc-client'

const tags = ['login com Google']
const FLOW_COOKIE = 'acolhe_oidc'
const CALLBACK_PATH = '/api/oauth/google/callback'
const FLOW_TTL_SECONDS = 600

const flowSchema = z.object({
  kind: z.enum(['patient', 'professional']),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  timeZone: z.string().optional(),
})

/**
 * The patient's browser zone for a Google sign-up (decision 044). A zone this server does not know is
 * dropped rather than refused: the account then starts in Brasília time and the profile can change it.
 */
const startQuerySchema = z.object({ time_zone: timeZoneField.optional().catch(undefined) })

/** Where the web app picks up after Google: /oauth-callback?kind=…&status=… */
const landing = (kind: GoogleSignInKind, status: string) => `/oauth-callback?${new URLSearchParams({ kind, status })}`

/** Google sign-in (OpenID Connect) for patients and professionals; hidden when not configured. */
export const googleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  const google = deps.config.google
  const redirectUri = `${deps.config.publicUrl}${CALLBACK_PATH}`
  const cookieOptions = {
    path: CALLBACK_PATH,
    httpOnly: true,
    // The return from Google is a cross-site top-level GET: a Strict cookie would not come back.
    sameSite: 'lax' as const,
    secure: deps.config.isProduction,
    signed: true,
  }

  app.get(
    '/auth/providers',
    { schema: { tags, summary: 'Provedores de login externos disponíveis', response: { 200: z.object({ google: z.boolean() }) } } },
    async () => ({ google: Boolean(google) }),
  )

  const start = (kind: GoogleSignInKind) => async (request: FastifyRequest<{ Querystring: z.infer<typeof startQuerySchema> }>, reply: FastifyReply) => {
    if (!google) throw new NotFoundError(t.googleUnavailable)
    const flow = await startAuthorization(google, redirectUri)
    const timeZone = kind === 'patient' ? request.query.time_zone : undefined
    reply.setCookie(FLOW_COOKIE, JSON.stringify({ kind, state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier, timeZone }), {
      ...cookieOptions,
      maxAge: FLOW_TTL_SECONDS,
    })
    return reply.redirect(flow.url, 302)
  }
  app.get('/user/login/oauth', { schema: { tags, summary: 'Inicia o login do paciente com Google', querystring: startQuerySchema } }, start('patient'))
  app.get('/professional/login/oauth', { schema: { tags, summary: 'Inicia o login do profissional com Google', querystring: startQuerySchema } }, start('professional'))

  app.get(
    '/oauth/google/callback',
    { schema: { tags, summary: 'Retorno do Google (código de autorização)', querystring: z.record(z.string(), z.string()) } },
    async (request, reply) => {
      const raw = request.cookies[FLOW_COOKIE]
      reply.clearCookie(FLOW_COOKIE, cookieOptions)
      const unsigned = raw ? request.unsignCookie(raw) : null
      const parsed = unsigned?.valid && unsigned.value ? flowSchema.safeParse(safeJson(unsigned.value)) : null
      if (!google || !parsed?.success) return reply.redirect(landing('patient', 'error'), 302)
      const flow = parsed.data
      try {
        const callbackUrl = new URL(`${redirectUri}?${new URLSearchParams(request.query)}`)
        const identity = await finishAuthorization(google, callbackUrl, flow)
        const result = flow.kind === 'patient' ? await signInPatient(deps, identity, flow.timeZone) : await signInProfessional(deps, identity)
        if (result.status !== 'ok') return reply.redirect(landing(flow.kind, result.status), 302)
        await openSession(request, reply, { kind: flow.kind, id: result.id })
        return reply.redirect(landing(flow.kind, 'ok'), 302)
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in failed')
        return reply.redirect(landing(flow.kind, 'error'), 302)
      }
    },
  )
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
