import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import cookie, { type CookieSerializeOptions } from '@fastify/cookie'
import type { ActorKind } from '@acolhe/shared/enums'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { ForbiddenError, UnauthenticatedError } from '../lib/errors'
import type { Actor, ActorOf } from '../modules/auth/actor'
import { createAuthSession, resolveSession, revokeSession } from '../modules/auth/auth-sessions.service'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in person, loaded once per /api request from the session cookie; null when anonymous. */
    actor: Actor | null
  }
}

/** Fixed contract: `acolhe_session`, with the `__Host-` prefix (Secure, no Domain, path /) in production. */
export function sessionCookieName(isProduction: boolean): string {
  return isProduction ? '__Host-acolhe_session' : 'acolhe_session'
}

// 32 random bytes in base64url; anything else is not one of our tokens and costs no query.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

function cookieOptions(isProduction: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: isProduction }
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  const { config, clock } = request.server.deps
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - clock.now().getTime()) / 1000))
  reply.setCookie(sessionCookieName(config.isProduction), token, { ...cookieOptions(config.isProduction), maxAge })
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const { isProduction } = request.server.deps.config
  reply.clearCookie(sessionCookieName(isProduction), cookieOptions(isProduction))
}

/**
 * The session cookie → `request.actor` (null when there is none, or it is no longer live); a session
 * close to its end is renewed and its cookie with it.
 */
export async function loadActor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { config, db, clock } = request.server.deps
  request.actor = null
  const token = request.cookies[sessionCookieName(config.isProduction)]
  if (!token) return
  const resolved = TOKEN_SHAPE.test(token) ? await resolveSession(db, token, clock.now()) : null
  if (!resolved) {
    clearSessionCookie(request, reply)
    return
  }
  request.actor = resolved.actor
  if (resolved.renewedUntil) setSessionCookie(request, reply, token, resolved.renewedUntil)
}

/** Session cookie → `request.actor`. Registered before the routes; see docs/decisions/003-auth-sessions.md. */
export default fp(async function auth(app: FastifyInstance) {
  await app.register(cookie, { secret: app.deps.config.sessionSecret })
  app.decorateRequest('actor', null)

  // Who is asking is judged before what they send: guards run in preValidation, so an anonymous caller
  // gets 401 and a wrong role 403 before any body, query or parameter is validated (a 400 listing the
  // fields of an admin form would tell a stranger the form's shape). A guard left in a route's
  // preHandler would run after validation: refused here, at start.
  app.addHook('onRoute', (route) => {
    const handlers = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
    if (handlers.some((handler) => GUARDS.has(handler))) {
      throw new Error(`${route.method.toString()} ${route.url}: a guard must be the route's preValidation, not its preHandler`)
    }
  })

  app.addHook('onRequest', async (request, reply) => {
    request.actor = null
    // Static files and the SPA never need the person; only the API pays for the lookup (and the
    // prerendered login pages, which ask for it themselves: plugins/signed-in-home.ts).
    if (request.url.startsWith('/api/')) await loadActor(request, reply)
  })
})

/**
 * Starts a session for `owner` with a brand-new token (never reusing one the browser sent) and sets
 * the cookie. A session the request already had is revoked: one browser, one session.
 */
export async function openSession(request: FastifyRequest, reply: FastifyReply, owner: { kind: ActorKind; id: string }): Promise<void> {
  const { db, clock } = request.server.deps
  const now = clock.now()
  if (request.actor) await revokeSession(db, request.actor.sessionId, now)
  const { token, expiresAt } = await createAuthSession(db, owner, now, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  })
  setSessionCookie(request, reply, token, expiresAt)
}

/** Revokes the request's session (if any) and clears the cookie; harmless when already logged out. */
export async function closeSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.actor) await revokeSession(request.server.deps.db, request.actor.sessionId, request.server.deps.clock.now())
  request.actor = null
  clearSessionCookie(request, reply)
}

// ---- Guards: route `preValidation`s. Not logged in → 401; logged in with the wrong role → 403. ----

export type Guard = (request: FastifyRequest) => Promise<void>

/** Every guard made here, so that the onRoute check above recognises one registered in the wrong hook. */
const GUARDS = new WeakSet<object>()
function registered(check: Guard): Guard {
  GUARDS.add(check)
  return check
}

/**
 * Everything a professional awaiting authorization (registered, not yet approved by an admin) may call,
 * in one place (decision 065 C): their own account and profile, to complete them while they wait. Every
 * other route behind a guard refuses them with 403 ('aguardando autorização'), their consultation lists,
 * weekly series and clinical records included — they have none. Routes open to anyone are not guarded and
 * not listed. The access-matrix test holds the same list against the running app.
 */
export const PENDING_PROFESSIONAL_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/professional-private/me',
  'PATCH /api/professional-private/me/password',
  'PATCH /api/professional-private/:id',
  'POST /api/professional-private/:id/photo',
  'GET /api/professional-private/:id/practice',
  'PUT /api/professional-private/:id/practice',
])

/** The route a request reached, as `METHOD /path/:param` (the key of PENDING_PROFESSIONAL_ROUTES). */
function routeKeyOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`
}

/**
 * A professional who is not authorized: one awaiting approval only on the routes listed above; one whose
 * authorization was withdrawn also where `allowSuspended` (their consultations kept, decision 026).
 */
function unauthorizedRefusal(request: FastifyRequest, actor: Extract<Actor, { kind: 'professional' }>, allowSuspended: boolean): string | null {
  if (actor.authorized || PENDING_PROFESSIONAL_ROUTES.has(routeKeyOf(request))) return null
  if (actor.suspended) return allowSuspended ? null : t.professionalSuspended
  return t.professionalNotAuthorized
}

function guard(kinds: readonly ActorKind[], allowSuspended = false): Guard {
  return registered(async (request) => {
    const actor = request.actor
    if (!actor) throw new UnauthenticatedError(t.notLoggedIn)
    if (!kinds.includes(actor.kind)) throw new ForbiddenError(t.forbidden)
    const refusal = actor.kind === 'professional' ? unauthorizedRefusal(request, actor, allowSuspended) : null
    if (refusal) throw new ForbiddenError(refusal)
  })
}

export const requirePatient = (): Guard => guard(['patient'])
export const requireAdmin = (): Guard => guard(['admin'])
/** An authorized professional (one awaiting authorization only on PENDING_PROFESSIONAL_ROUTES). */
export const requireProfessional = (): Guard => guard(['professional'])
/** Any of the given roles (professionals must be authorized). */
export const requireAnyOf = (...kinds: ActorKind[]): Guard => guard(kinds)
/**
 * The parties of a consultation reading or running it. A professional whose authorization was withdrawn
 * with their consultations kept still sees, starts, ends and cancels them until they are done (decision
 * 026); one never authorized has none and is refused.
 */
export const requireSessionParty = (...kinds: ActorKind[]): Guard => guard(kinds, true)

/**
 * For the `/…/me` reads: a session of another role counts as "not logged in as this role" (401), so
 * each area's front end simply sends its people to its own login page.
 */
export const requireOwnSession = (kind: ActorKind): Guard =>
  registered(async (request) => {
    const actor = request.actor
    if (actor?.kind !== kind) throw new UnauthenticatedError(t.notLoggedIn)
    const refusal = actor.kind === 'professional' ? unauthorizedRefusal(request, actor, false) : null
    if (refusal) throw new ForbiddenError(refusal)
  })

/** The actor in a handler behind a guard, typed by role; throws like the guard if misused. */
export function actorOf<K extends ActorKind>(request: FastifyRequest, ...kinds: K[]): ActorOf<K> {
  const actor = request.actor
  if (!actor) throw new UnauthenticatedError(t.notLoggedIn)
  if (!(kinds as ActorKind[]).includes(actor.kind)) throw new ForbiddenError(t.forbidden)
  return actor as ActorOf<K>
}
