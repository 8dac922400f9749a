import { z } from 'zod'
import { CONTRACT_TYPES, PROFESSIONAL_TYPES, SERVICE_MODALITIES } from '../enums'
import { blankToUndefined } from './fields'

// Query strings of the back-office lists (docs/product/screens-and-routes.md), page size 5 by default.

const booleanText = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)), z.boolean().optional())
const page = { page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(5) }
const search = z.preprocess(blankToUndefined, z.string().trim().max(100).optional())

export const adminProfessionalsQuerySchema = z.object({
  ...page,
  search,
  professional_type: z.preprocess(blankToUndefined, z.enum(PROFESSIONAL_TYPES).optional()),
  service_modality: z.preprocess(blankToUndefined, z.enum(SERVICE_MODALITIES).optional()),
  contract: z.preprocess(blankToUndefined, z.enum(CONTRACT_TYPES).optional()),
  authorized: booleanText,
})
export type AdminProfessionalsQuery = z.infer<typeof adminProfessionalsQuerySchema>

export const adminPatientsQuerySchema = z.object({ ...page, search, is_complete: booleanText, is_member: booleanText })
export type AdminPatientsQuery = z.infer<typeof adminPatientsQuerySchema>

export const auditQuerySchema = z.object({
  entity: z.enum(['patient', 'professional', 'session', 'payment']),
  id: z.uuid(),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>
