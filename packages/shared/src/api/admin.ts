import { z } from 'zod'

export const adminSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  profile_photo_url: z.string().nullable(),
})
export type AdminDto = z.infer<typeof adminSchema>

/** Answer of POST /admin/login (a `success` flag beside the admin, as the login screen expects). */
export const adminLoginResponseSchema = z.object({ success: z.literal(true), admin: adminSchema })
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>

/** Answer of GET /admin/me. */
export const adminEnvelopeSchema = z.object({ admin: adminSchema })
export type AdminEnvelope = z.infer<typeof adminEnvelopeSchema>
