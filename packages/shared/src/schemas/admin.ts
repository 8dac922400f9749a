import { z } from 'zod'
import { validationTexts as t } from '../texts/validation'
import { emailField, passwordField } from './fields'

// The admin accounts of the back office (docs/decisions/028-admin-accounts-and-support-inbox.md).

const personName = z.string({ error: t.required }).trim().min(1, t.required).max(255, t.required)

/** Body of POST /admins, input of `npm run admin -- create` and of the bootstrap admin: one set of rules. */
export const createAdminBodySchema = z.object({
  first_name: personName,
  last_name: personName,
  email: emailField,
  password: passwordField,
})
export type CreateAdminBody = z.infer<typeof createAdminBodySchema>
export type CreateAdminInput = z.input<typeof createAdminBodySchema>

/** Body of PATCH /admins/{id}/active: deactivate (false) or reactivate (true). */
export const adminActiveBodySchema = z.object({ active: z.boolean({ error: t.required }) })

/** Query of GET /admins. */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
export type AdminListQuery = z.infer<typeof adminListQuerySchema>
