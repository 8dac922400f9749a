import { z } from 'zod'

/** POST /password-recovery: the same neutral answer whether or not the email has an account. */
export const recoveryRequestedSchema = z.object({ message: z.string() })
export type RecoveryRequestedDto = z.infer<typeof recoveryRequestedSchema>

/** POST /password-recovery/verify: the code is right (a wrong one answers 400 with a message). */
export const recoveryVerifiedSchema = z.object({ valid: z.literal(true) })
export type RecoveryVerifiedDto = z.infer<typeof recoveryVerifiedSchema>
