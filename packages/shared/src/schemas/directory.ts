import { z } from 'zod'
import { PROFESSIONAL_TYPES } from '../enums'
import { directoryTexts as t } from '../texts/directory'

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** Query of GET /professional (public directory). */
export const publicProfessionalsQuerySchema = z.object({
  professional_type: z.preprocess(emptyToUndefined, z.enum(PROFESSIONAL_TYPES, { error: t.invalidType }).optional()),
  search: z.preprocess(emptyToUndefined, z.string().max(100, t.searchTooLong).optional()),
  page: z.coerce.number({ error: t.invalidPage }).int(t.invalidPage).min(1, t.invalidPage).max(100_000, t.invalidPage).default(1),
  limit: z.coerce.number({ error: t.invalidLimit }).int(t.invalidLimit).min(1, t.invalidLimit).max(50, t.invalidLimit).default(4),
})
export type PublicProfessionalsQuery = z.infer<typeof publicProfessionalsQuerySchema>

export const professionalTypeParamSchema = z.object({ type: z.enum(PROFESSIONAL_TYPES, { error: t.invalidType }) })
