import type { LoginInput } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Deps } from '../../deps'
import { uniqueViolationOf } from '../../lib/db-errors'
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, UnprocessableError } from '../../lib/errors'
import { checkCredentials } from '../auth/credentials'
import { hashPassword } from '../auth/passwords'
import * as repo from './accounts.repository'
import type { PatientCompleteBody, PatientSignUpBody } from '@acolhe/shared/schemas/patient'
import { enqueueEmail } from '../email/outbox.repository'
import { TERMS_VERSION } from './terms'
import { welcomeEmail } from './welcome-email'

// Patient accounts: sign-up and login. The session itself is opened by the route (plugins/auth).

export type AccountsDeps = Pick<Deps, 'db' | 'clock'> & { config: Pick<Deps['config'], 'publicUrl'> }

/** Creates the patient; complete when the step-2 data came along, with the terms acceptance stored. */
export async function signUp(deps: AccountsDeps, body: PatientSignUpBody, meta: { ip?: string } = {}): Promise<repo.PatientRow> {
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
        ...(body.time_zone ? { timeZone: body.time_zone } : {}),
        isComplete,
        lastLogin: now,
        createdAt: now,
        updatedAt: now,
      })
      if (body.terms_accepted) {
        await repo.insertConsents(tx, termsAcceptance(patient.id, now, meta.ip))
      }
      const welcome = welcomeEmail({ firstName: patient.firstName, isComplete, publicUrl: deps.config.publicUrl })
      await enqueueEmail(tx, { toAddress: patient.email, ...welcome, dedupeKey: `welcome:patient:${patient.id}` })
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

/**
 * Finishes an incomplete account (step 1 only, or a Google sign-up): the step-2 data, the terms and,
 * when given, the password. Only the patient themself may do it, once.
 */
export async function completeSignUp(
  deps: AccountsDeps,
  actorId: string,
  patientId: string,
  body: PatientCompleteBody,
  meta: { ip?: string } = {},
): Promise<repo.PatientRow> {
  if (actorId !== patientId) throw new NotFoundError(t.notFound)
  const patient = await getPatient(deps, patientId)
  if (patient.isComplete) throw new ConflictError(t.signUpAlreadyComplete)
  if (!body.password && !patient.passwordHash && !patient.googleSubject) throw new UnprocessableError(t.passwordRequired)
  const now = deps.clock.now()
  const passwordHash = body.password ? await hashPassword(body.password) : patient.passwordHash
  return deps.db.transaction(async (tx) => {
    const updated = await repo.updatePatient(tx, patientId, {
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      birthday: body.birthday,
      cpf: body.cpf ?? null,
      phoneNumber: body.phone_number,
      isComplete: true,
      updatedAt: now,
    })
    await repo.insertConsents(tx, termsAcceptance(patientId, now, meta.ip))
    return updated
  })
}

function termsAcceptance(patientId: string, at: Date, ip?: string) {
  return (['PATIENT_TERMS', 'PRIVACY_POLICY'] as const).map((document) => ({
    actorKind: 'patient' as const,
    actorId: patientId,
    document,
    version: TERMS_VERSION,
    ip,
    acceptedAt: at,
  }))
}
