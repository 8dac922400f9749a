import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import { storedSecret } from './link-secret.repository'

/**
 * The secret signing reminder links (decision 065): REMINDER_LINK_SECRET when given; otherwise one generated
 * at random the first time and kept in the database, so links survive restarts and every instance on the
 * database accepts the others' links. The embedded engine's database lives in the data directory, so the
 * secret is kept there with the data, like the session secret. Never a constant: anyone reading the
 * repository could otherwise sign a cancel link for any consultation.
 */
export async function reminderLinkSecretOf(db: Db, given: string): Promise<string> {
  if (given) return given
  return storedSecret(db, 'reminder-links', randomBytes(32).toString('base64url'))
}
