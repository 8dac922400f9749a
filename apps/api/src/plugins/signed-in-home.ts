import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ActorKind } from '@acolhe/shared/enums'
import { loadActor } from './auth'

// Each login page, with whose login it is and where that person's app starts once logged in (the
// professional's shell then routes by authorization, the patient's to the rest of the sign-up).
const LOGIN_PAGES: Record<string, { kind: ActorKind; home: string }> = {
  '/login': { kind: 'patient', home: '/home' },
  '/profissional/login': { kind: 'professional', home: '/profissional' },
  '/admin/login': { kind: 'admin', home: '/admin/dashboard' },
}

/**
 * Where to send a request for a login page made by someone already logged in as that page's kind of
 * person: their home; null for anyone else (a visitor, or someone switching to another kind of account).
 * The login pages are prerendered and their app starts only on intent (decision 055): asking the API
 * from the page would load the app at once for every visitor, so the server looks at the session, and
 * only when a session cookie came along.
 */
export async function signedInHome(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const page = LOGIN_PAGES[request.url.split('?')[0] ?? '']
  if (!page) return null
  await loadActor(request, reply)
  return request.actor?.kind === page.kind ? page.home : null
}
