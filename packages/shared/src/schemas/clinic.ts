import { z } from 'zod'
import { validationTexts as t } from '../texts/validation'
import { blankToUndefined, cnpjField, postalCodeField, clinicPhoneField, stateField } from './fields'

// Clinic and its address, for POST and PATCH /clinic/with-address.

// Clinic names carry digits and punctuation ('Clínica 24 Horas', 'Espaço Ser & Estar (Unidade 2)').
const CLINIC_NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9 .,&'()/ºª+:-]+$/
// A house number with at least one digit ('45B'), or 'S/N' for an address without one.
const ADDRESS_NUMBER = /^(?:(?=.*\d)[A-Za-z0-9]+|S\/N)$/i

export const clinicFieldsSchema = z.object({
  name: z
    .string({ error: t.clinicNameInvalid })
    .trim()
    .min(3, t.clinicNameInvalid)
    .max(100, t.clinicNameInvalid)
    .regex(CLINIC_NAME, t.clinicNameInvalid),
  cnpj: cnpjField,
  phone_number: clinicPhoneField,
  active: z.boolean().default(true),
})

export const addressFieldsSchema = z.object({
  street_name: z.string({ error: t.streetLength }).trim().min(5, t.streetLength).max(255, t.streetLength),
  district_name: z.string({ error: t.districtLength }).trim().min(3, t.districtLength).max(100, t.districtLength),
  postal_code: postalCodeField,
  number: z
    .string({ error: t.addressNumberInvalid })
    .trim()
    .max(20, t.addressNumberInvalid)
    .regex(ADDRESS_NUMBER, t.addressNumberInvalid)
    .transform((value) => (/^s\/n$/i.test(value) ? 'S/N' : value)),
  city: z.string({ error: t.cityLength }).trim().min(3, t.cityLength).max(255, t.cityLength),
  state: stateField,
  ref: z.preprocess(blankToUndefined, z.string().trim().max(255, t.refMax).optional()),
})

/** POST /clinic/with-address. */
export const clinicWithAddressBodySchema = z.strictObject({ clinic: clinicFieldsSchema.strict(), address: addressFieldsSchema.strict() })
export type ClinicWithAddressBody = z.infer<typeof clinicWithAddressBodySchema>
export type ClinicWithAddressForm = z.input<typeof clinicWithAddressBodySchema>

/** PATCH /clinic/with-address: the same shape plus the clinic's id. */
export const clinicWithAddressUpdateBodySchema = z.strictObject({
  clinic: clinicFieldsSchema.extend({ id: z.uuid({ error: t.clinicIdInvalid }) }).strict(),
  address: addressFieldsSchema.strict(),
})
export type ClinicWithAddressUpdateBody = z.infer<typeof clinicWithAddressUpdateBodySchema>

const booleanText = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().optional())

/** GET /clinic query: page and limit (default 5, up to 100 for selects), status and name search. */
export const clinicListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(5),
  status: booleanText,
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
})
export type ClinicListQuery = z.infer<typeof clinicListQuerySchema>
