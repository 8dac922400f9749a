import type { z } from 'zod'

/** The messages a schema gives for `value`, keyed by field path ('' for the root); {} when valid. */
export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const messages: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    messages[key] ??= issue.message
  }
  return messages
}
