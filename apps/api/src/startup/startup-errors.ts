import { ZodError } from 'zod'

// A fatal start-up error becomes one line saying what is wrong and what to check (decision 071), like
// the production refusals, instead of a stack trace an operator has to read through.

const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name does not resolve (yet)',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was cut',
  EHOSTUNREACH: 'the host is unreachable',
}

// PostgreSQL (and PgBouncer) answers that mean the database, not the app, refused.
const POSTGRES_CODES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
  '08P01': 'the server or pooler refused the connection',
  '57P03': 'the server is starting up or shutting down',
  '53300': 'the server has no connection slot left',
}

function codeOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    // Node's connect errors to several addresses (localhost: ::1 and 127.0.0.1) come as an AggregateError.
    current = current instanceof AggregateError ? current.errors[0] : (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The database's address without its password, for the line. */
export function databaseAddress(url: string | undefined): string {
  if (!url) return 'the embedded database'
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return 'DATABASE_URL (not a valid address)'
  }
}

/** One line for an error that stopped the start: configuration, database, or anything else. */
export function describeStartupError(error: unknown, databaseUrl?: string): string {
  if (error instanceof ZodError) {
    return `invalid configuration: ${error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`).join('; ')}`
  }
  const code = codeOf(error)
  const message = error instanceof Error ? error.message || (error instanceof AggregateError ? String(error.errors[0]) : '') : String(error)
  if (code && code in CONNECTION_CODES) {
    return `cannot reach the database at ${databaseAddress(databaseUrl)}: ${CONNECTION_CODES[code]} (${code}); check DATABASE_URL and that PostgreSQL (or the pooler) is running`
  }
  if (code && code in POSTGRES_CODES) {
    return `the database at ${databaseAddress(databaseUrl)} refused the connection: ${POSTGRES_CODES[code]} (${code}: ${message}); check DATABASE_URL`
  }
  return message
}
