import { z } from 'zod'
import { adminProfessionalSchema } from './admin-lists'

// Withdrawing a professional's authorization (decision 026): what the admin is told before and after.

/** GET /professional-private/{id}/future-sessions: the live consultations still ahead of the professional. */
export const futureSessionsSchema = z.object({ future_live_sessions: z.number().int() })
export type FutureSessionsDto = z.infer<typeof futureSessionsSchema>

/** PATCH /professional-private/{id}/authorization: the professional, and how many consultations were cancelled. */
export const authorizationResultSchema = z.object({ professional: adminProfessionalSchema, cancelled_sessions: z.number().int() })
export type AuthorizationResultDto = z.infer<typeof authorizationResultSchema>
