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

/** A row of GET /admins: the account and what the server lets the caller do with it. */
export const adminListItemSchema = adminSchema.extend({
  last_login: z.string().nullable(),
  created_at: z.string(),
  /** The caller's own account (it cannot be deactivated by its owner). */
  is_self: z.boolean(),
  /** False for the caller's own account and for the last active admin. */
  can_deactivate: z.boolean(),
})
export type AdminListItemDto = z.infer<typeof adminListItemSchema>

export const adminListSchema = z.object({ data: z.array(adminListItemSchema), total: z.number().int() })
export type AdminListDto = z.infer<typeof adminListSchema>
