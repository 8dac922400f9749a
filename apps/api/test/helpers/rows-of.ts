import { z } from 'zod'

/** The rows of a raw `db.execute` answer (its type is the driver's), each checked against `row`. */
export function rowsOf<T>(row: z.ZodType<T>, result: unknown): T[] {
  return z.object({ rows: z.array(row) }).parse(result).rows
}
