import type { FastifyServerOptions } from 'fastify'
import ipaddr from 'ipaddr.js'

// What the logs may carry. Logs travel further than the database (files, log services, screenshots in
// a support ticket), so personal data stays out of them: query parameters of failed SQL (a CPF, a
// phone), query strings of request URLs (the recovery link's `?email=`), and the known personal fields
// wherever they appear in a logged object.

const PERSONAL_FIELDS = ['cpf', 'phone', 'phone_number', 'phoneNumber', 'email', 'toAddress', 'birthday', 'password', 'passwordHash', 'document', 'cookie', 'authorization']

/** pino `redact` paths: the personal fields at the top and up to three levels down, and the session headers. */
export const REDACTED_PATHS = [
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

const MAX_CAUSES = 4

/** Drizzle puts the bound values after `params:` in the message (and so in the stack): cut them. */
function withoutParams(text: string): string {
  return text.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '\nparams: [omitidos]')
}

type SafeError = { type: string; message: string; stack: string; code?: string; statusCode?: number; cause?: SafeError }

/**
 * The `err` serializer: name, message, stack, code and status, and the same for each cause. Every
 * other property is dropped — Drizzle's `params`, PostgreSQL's `detail` ("Key (cpf)=(…) already
 * exists"), driver internals — since any of them may hold what the query was given.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[valor não-Error omitido]', stack: '' }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES ? { cause: safeError(error.cause, depth + 1) } : {}),
  }
}

type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string; id?: string }

/**
 * A client's address cut to its network (decision 071): IPv4 to the /24, IPv6 to the /48. A full
 * address is personal data under LGPD; the network still tells one source from another.
 */
export function truncatedAddress(ip: string | undefined): string | undefined {
  if (!ip || !ipaddr.isValid(ip)) return undefined
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const address = ipaddr.process(ip)
  const cidr = (bits: number) => `${address.toString()}/${bits}`
  const network = address.kind() === 'ipv4' ? `${ipaddr.IPv4.networkAddressFromCIDR(cidr(24)).toString()}/24` : `${ipaddr.IPv6.networkAddressFromCIDR(cidr(48)).toString()}/48`
  return network
}

/** The `req` serializer: the path without its query string (which may carry `email`, `token`, `code`). */
export function safeRequest(request: LoggedRequest) {
  return { method: request.method, url: (request.url ?? '').split('?')[0], host: request.host, remoteAddress: truncatedAddress(request.ip) }
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>

/** The app's logger settings on top of the caller's (level, destination stream). */
export function privateLoggerOptions(base: LoggerOptions): LoggerOptions {
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: '[omitido]' },
    serializers: { err: safeError, req: safeRequest },
  }
}
