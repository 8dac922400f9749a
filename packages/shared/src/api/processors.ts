import { z } from 'zod'

/** GET /processors: the processors this installation uses, as the public page lists them. */
export const processorSchema = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  data: z.string(),
  /** ISO 3166-1 alpha-2 code and its name in Portuguese. */
  country_code: z.string(),
  country: z.string(),
  legal_basis: z.string(),
  /** The mechanism of an international transfer (standard contractual clauses); null when the data stays in Brazil. */
  transfer: z.string().nullable(),
})
export type ProcessorDto = z.infer<typeof processorSchema>

export const processorListSchema = z.object({ processors: z.array(processorSchema) })
export type ProcessorListDto = z.infer<typeof processorListSchema>
