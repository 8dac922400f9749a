// Reads PostgreSQL errors through the wrappers Drizzle and the drivers add.

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown }

function pgFields(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PgErrorFields
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return { code: fields.code, constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined }
    }
    current = fields.cause
  }
  return undefined
}

/** The constraint name when `error` is a unique violation, else undefined. */
export function uniqueViolationOf(error: unknown): string | undefined {
  const fields = pgFields(error)
  if (fields?.code !== '23505') return undefined
  return fields.constraint ?? 'unknown'
}
