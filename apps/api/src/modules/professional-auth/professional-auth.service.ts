import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors'
import { checkCredentials } from '../auth/credentials'
import * as repo from './professional-auth.repository'

export type ProfessionalAuthDeps = Pick<Deps, 'db' | 'clock'>

/**
 * Professionals awaiting authorization may log in: they land on the waiting screen and may read
 * and edit their own profile only (the guards refuse the rest).
 */
export async function logIn(deps: ProfessionalAuthDeps, credentials: LoginInput): Promise<repo.ProfessionalRow> {
  const professional = await checkCredentials(await repo.findProfessionalByEmail(deps.db, credentials.email), credentials.password)
  if (professional.banned) throw new ForbiddenError(t.professionalBanned)
  return (await repo.setProfessionalLastLogin(deps.db, professional.id, deps.clock.now())) ?? professional
}

export async function getProfessional(deps: ProfessionalAuthDeps, id: string): Promise<repo.ProfessionalRow> {
  const professional = await repo.findProfessionalById(deps.db, id)
  if (!professional) throw new UnauthenticatedError(t.notLoggedIn)
  return professional
}
