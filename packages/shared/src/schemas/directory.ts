import { z } from 'zod'
import { DIRECTORY_MODALITIES, DIRECTORY_SORTS, LANGUAGES, PROFESSIONAL_TYPES } from '../enums'
import { practiceTexts as pt } from '../texts/practice'
import { directoryTexts as t } from '../texts/directory'

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

const priceFilterField = z.coerce.number({ error: pt.invalidPriceFilter }).int(pt.invalidPriceFilter).min(0, pt.invalidPriceFilter).max(10_000_000, pt.invalidPriceFilter)

/** Query of GET /professional (public directory). */
export const publicProfessionalsQuerySchema = z.object({
  professional_type: z.preprocess(emptyToUndefined, z.enum(PROFESSIONAL_TYPES, { error: t.invalidType }).optional()),
  search: z.preprocess(emptyToUndefined, z.string().max(100, t.searchTooLong).optional()),
  approach: z.preprocess(emptyToUndefined, z.string().uuid(pt.invalidTerm).optional()),
  theme: z.preprocess(emptyToUndefined, z.string().uuid(pt.invalidTerm).optional()),
  language: z.preprocess(emptyToUndefined, z.enum(LANGUAGES, { error: pt.invalidLanguage }).optional()),
  modality: z.preprocess(emptyToUndefined, z.enum(DIRECTORY_MODALITIES, { error: pt.invalidModality }).optional()),
  /** Bounds on what the patient pays for a consultation (operating cost included), in centavos. */
  min_price: z.preprocess(emptyToUndefined, priceFilterField.optional()),
  max_price: z.preprocess(emptyToUndefined, priceFilterField.optional()),
  /** Only professionals with a free hour in the next 7 days. */
  this_week: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: pt.invalidSort }).optional()).transform((v) => v === 'true'),
  sort: z.preprocess(emptyToUndefined, z.enum(DIRECTORY_SORTS, { error: pt.invalidSort }).default('name')),
  page: z.coerce.number({ error: t.invalidPage }).int(t.invalidPage).min(1, t.invalidPage).max(100_000, t.invalidPage).default(1),
  limit: z.coerce.number({ error: t.invalidLimit }).int(t.invalidLimit).min(1, t.invalidLimit).max(50, t.invalidLimit).default(4),
})
export type PublicProfessionalsQuery = z.infer<typeof publicProfessionalsQuerySchema>

export const professionalTypeParamSchema = z.object({ type: z.enum(PROFESSIONAL_TYPES, { error: t.invalidType }) })
