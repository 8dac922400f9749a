import type { z } from 'zod'

/**
 * The type of an API answer, read from the shared schema the server declares for it. The web does not
 * check the answer again at run time: the server has already encoded it through that schema before
 * sending it, and building and running zod schemas was the largest single cost of a first render on a
 * phone (decision 107). A type-only import: no schema is built in the browser for a read.
 */
export type AnswerOf<Schema extends z.ZodType> = z.output<Schema>
