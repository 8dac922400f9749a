import { z } from 'zod'
import { noShowTexts as t } from '../texts/no-shows'

/** Who did not come to a consultation. */
export const NO_SHOW_PARTIES = ['PATIENT', 'PROFESSIONAL'] as const
export type NoShowParty = (typeof NO_SHOW_PARTIES)[number]

/** Body of PATCH /session/{id}/no-show (docs/decisions/038-no-shows.md). */
export const markNoShowBodySchema = z.object({ absent: z.enum(NO_SHOW_PARTIES, { error: t.invalidAbsent }) })
export type MarkNoShowBody = z.infer<typeof markNoShowBodySchema>
