import { z } from 'zod'

/** GET /auth/providers: which external sign-in providers the server has configured. */
export const authProvidersSchema = z.object({ google: z.boolean() })
export type AuthProvidersDto = z.infer<typeof authProvidersSchema>
