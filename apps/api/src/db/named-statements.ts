import { createHash } from 'node:crypto'
import type pg from 'pg'

// PostgreSQL parses and plans an unnamed statement again at every execution. For the app's reads that
// costs more than running them: the session list's six-table join plans in ~1 ms and runs in ~0.05 ms
// (EXPLAIN ANALYZE on the API benchmark's data). A named statement is parsed once per connection and,
// after a few executions, PostgreSQL keeps a generic plan when it is as good as the custom ones
// (plan_cache_mode = auto). So each pooled connection names the parameterised statements it sends
// (decision 056). Statements without parameters go through the simple protocol as before: only there may
// one text hold several commands (migrations), which a prepared statement cannot.

/** Distinct texts a connection prepares; beyond it, new texts run unnamed (bounds server memory). */
const MAX_NAMED_PER_CONNECTION = 300

type QueryConfig = { text: string; name?: string; values?: unknown[] }

function isParameterisedUnnamed(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false
  // A Query or Cursor object (anything pg calls `submit` on) is passed through untouched.
  if ('submit' in config || !('text' in config) || typeof config.text !== 'string') return false
  if ('name' in config && config.name) return false
  const own = 'values' in config ? config.values : undefined
  const given = Array.isArray(values) ? values : own
  return Array.isArray(given) && given.length > 0
}

/** The statement's name: the same text always gets the same name (a digest), on every connection. */
export function statementName(text: string): string {
  return `acolhe_${createHash('sha1').update(text).digest('base64url')}`
}

/**
 * Makes `client` send each parameterised statement as a named prepared statement (up to
 * MAX_NAMED_PER_CONNECTION texts). Installed on every connection the pool opens (its 'connect' event).
 */
export function nameParameterisedStatements(client: pg.PoolClient): void {
  const named = new Set<string>()
  const send = client.query.bind(client)
  // pg's query() is a family of overloads; this wrapper only adds a name to a plain config object and
  // passes every argument on as given.
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value: (config: unknown, ...rest: unknown[]) => {
      if (isParameterisedUnnamed(config, rest[0]) && (named.has(config.text) || named.size < MAX_NAMED_PER_CONNECTION)) {
        named.add(config.text)
        return Reflect.apply(send, client, [{ ...config, name: statementName(config.text) }, ...rest])
      }
      return Reflect.apply(send, client, [config, ...rest])
    },
  })
}
