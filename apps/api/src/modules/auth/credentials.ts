import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { UnauthenticatedError } from '../../lib/errors'
import { verifyPassword } from './passwords'

/**
 * The one credentials check of the three logins: unknown email and wrong password give the same
 * 401 after the same work. Account standing (banned, inactive) is checked only after this passes,
 * so a refusal never tells a stranger that an account exists.
 */
export async function checkCredentials<T extends { passwordHash: string | null }>(account: T | undefined, password: string): Promise<T> {
  const valid = await verifyPassword(account?.passwordHash, password)
  if (!account || !valid) throw new UnauthenticatedError(t.invalidCredentials)
  return account
}
