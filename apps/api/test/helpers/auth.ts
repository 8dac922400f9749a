import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { DEFAULT_PASSWORD } from '../../src/seed/factories'

export const LOGIN_PATHS = {
  patient: '/api/user/login',
  professional: '/api/professional-private/login',
  admin: '/api/admin/login',
} as const

/** The `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('acolhe_session') && c.value !== '')
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`)
  return `${cookie.name}=${cookie.value}`
}

/** Logs in through the real endpoint and returns the cookie header value. */
export async function logInAs(
  app: Pick<FastifyInstance, 'inject'>,
  kind: keyof typeof LOGIN_PATHS,
  email: string,
  password: string = DEFAULT_PASSWORD,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: LOGIN_PATHS[kind], payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(`login as ${kind} failed: ${response.statusCode} ${response.body}`)
  return sessionCookieFrom(response)
}
