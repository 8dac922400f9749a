import { customType, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * Uploaded profile photos, in the database so that every instance serves every photo (decision 033).
 * `name` is the last part of the photo's public URL (`<uuid>.<extension>`); a name is never reused, so
 * it doubles as the photo's ETag.
 */
export const storedPhotos = pgTable('stored_photos', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})
