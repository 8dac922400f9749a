// Logs people in through the real login endpoints and keeps the session cookie for later requests.

export const BENCH_PASSWORD = 'Acolhe123'

export const LOGIN_PATHS = {
  patient: '/api/user/login',
  professional: '/api/professional-private/login',
  admin: '/api/admin/login',
} as const

export async function logIn(baseUrl: string, kind: keyof typeof LOGIN_PATHS, email: string, password = BENCH_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}${LOGIN_PATHS[kind]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers.getSetCookie().find((c) => c.includes('acolhe_session='))
  if (!cookie) throw new Error(`login of ${email} set no session cookie`)
  return cookie.split(';')[0] ?? ''
}

/** Logs everyone in, a few at a time (each login verifies an argon2 hash). */
export async function logInAll(baseUrl: string, kind: keyof typeof LOGIN_PATHS, emails: string[], parallel = 4): Promise<string[]> {
  const cookies: string[] = new Array<string>(emails.length)
  let next = 0
  const worker = async () => {
    while (next < emails.length) {
      const index = next++
      cookies[index] = await logIn(baseUrl, kind, emails[index] ?? '')
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return cookies
}
