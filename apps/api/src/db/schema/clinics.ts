import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { brazilianStateEnum } from './enums'

export const clinics = pgTable('clinics', {
  id: id(),
  name: text('name').notNull(),
  cnpj: text('cnpj').notNull(),
  phoneNumber: text('phone_number').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const clinicAddresses = pgTable(
  'clinic_addresses',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    streetName: text('street_name').notNull(),
    districtName: text('district_name').notNull(),
    postalCode: text('postal_code').notNull(),
    number: text('number').notNull(),
    city: text('city').notNull(),
    state: brazilianStateEnum('state').notNull(),
    ref: text('ref'),
  },
  (t) => [uniqueIndex('clinic_addresses_clinic_unique').on(t.clinicId)],
)
