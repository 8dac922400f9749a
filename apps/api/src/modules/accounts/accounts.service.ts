import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { uniqueViolationOf } from '../../lib/db-errors'
import { ConflictError, ForbiddenError, UnauthenticatedError } from '../../lib/errors'
import { checkCredentials } from '../auth/credentials'
import { hashPassword } from '../auth/passwords'
import * as repo from './accounts.repository'
import type { SignUpBody } from './sign-up.schema'
import { TERMS_VERSION } from './terms'

// Patient accounts: sign-up and login. The session itself is opened by the route (plugins/auth).

export type AccountsDeps = Pick<Deps, 'db' | 'clock'>

/** Creates the patient; complete when the step-2 data came along, with the terms acceptance stored. */
export async function signUp(deps: AccountsDeps, body: SignUpBody, meta: { ip?: string } = {}): Promise<repo.PatientRow> {
  const passwordHash = await hashPassword(body.password)
  const isComplete = Boolean(body.first_name && body.last_name && body.birthday && body.phone_number && body.terms_accepted)
  const now = deps.clock.now()
  try {
    return await deps.db.transaction(async (tx) => {
      const patient = await repo.insertPatient(tx, {
        email: body.email,
        passwordHash,
        firstName: body.first_name ?? null,
        lastName: body.last_name ?? null,
        birthday: body.birthday ?? null,
        cpf: body.cpf ?? null,
        phoneNumber: body.phone_number ?? null,
        isComplete,
        lastLogin: now,
        createdAt: now,
        updatedAt: now,
      })
      if (body.terms_accepted) {
        await repo.insertConsents(
          tx,
          (['PATIENT_TERMS', 'PRIVACY_POLICY'] as const).map((document) => ({
            actorKind: 'patient' as const,
            actorId: patient.id,
            document,
            version: TERMS_VERSION,
            ip: meta.ip,
            acceptedAt: now,
          })),
        )
      }
      return patient
    })
  } catch (error) {
    // Checked by the unique index rather than a prior read, so two simultaneous sign-ups cannot both pass.
    if (uniqueViolationOf(error) === 'patients_email_unique') throw new ConflictError(t.emailUnavailable)
    throw error
  }
}

export async function logIn(deps: AccountsDeps, credentials: LoginInput): Promise<repo.PatientRow> {
  const patient = await checkCredentials(await repo.findPatientByEmail(deps.db, credentials.email), credentials.password)
  if (patient.deletedAt) throw new UnauthenticatedError(t.invalidCredentials)
  if (patient.banned) throw new ForbiddenError(t.patientBanned)
  return (await repo.setPatientLastLogin(deps.db, patient.id, deps.clock.now())) ?? patient
}

export async function getPatient(deps: AccountsDeps, id: string): Promise<repo.PatientRow> {
  const patient = await repo.findPatientById(deps.db, id)
  if (!patient) throw new UnauthenticatedError(t.notLoggedIn)
  return patient
}
