import { LOGIN_PATHS } from './auth'

// What each person sees of their own data, read through the API: the same calls before and after an
// upgrade or a move must answer the same (sessions with their actions, balances).

export type Person = { kind: 'patient' | 'professional' | 'admin'; email: string; password: string }

/** GET `path` with a cookie: answers the parsed JSON (any status is part of what is compared). */
export type Reader = (path: string, cookie: string) => Promise<{ status: number; body: unknown }>
export type LogIn = (person: Person) => Promise<string>

const VIEWS: Record<Person['kind'], string[]> = {
  patient: ['/api/session/me?limit=50', '/api/user/me/balance'],
  professional: ['/api/session/me?limit=50'],
  admin: ['/api/session?limit=50'],
}

/** Every view of every person: { 'patient x@y GET /api/session/me…': body }. */
export async function viewsOf(people: Person[], logIn: LogIn, read: Reader): Promise<Record<string, unknown>> {
  const views: Record<string, unknown> = {}
  for (const person of people) {
    const cookie = await logIn(person)
    for (const path of VIEWS[person.kind]) views[`${person.kind} ${person.email} GET ${path}`] = await read(path, cookie)
  }
  return views
}

/** Logs in through a running server's HTTP API; answers the session cookie. */
export function httpLogIn(baseUrl: string): LogIn {
  return async (person) => {
    const response = await fetch(`${baseUrl}${LOGIN_PATHS[person.kind]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: person.password }),
    })
    if (response.status !== 200) throw new Error(`login of ${person.email} failed: ${response.status} ${await response.text()}`)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }
}

export function httpReader(baseUrl: string): Reader {
  return async (path, cookie) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } })
    return { status: response.status, body: (await response.json()) as unknown }
  }
}
