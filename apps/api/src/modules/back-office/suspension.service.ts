import type { ProfessionalAuthorizationBody } from '@acolhe/shared/schemas/professional'
import { suspensionApiTexts as t } from '@acolhe/shared/texts/suspension'
import type { Deps } from '../../deps'
import { UnprocessableError } from '../../lib/errors'
import type { ActorOf } from '../auth/actor'
import { changeStatus } from '../scheduling/lifecycle/lifecycle.service'
import { setAuthorization } from './back-office.service'
import { listFutureLiveSessionIds } from './suspension.repository'

// Withdrawing an authorization with consultations still ahead (decision 026). The admin must say what
// happens to them: CANCEL cancels each one as an admin cancellation (full refund as balance, both sides
// emailed through the outbox, audited), KEEP leaves them booked and the professional keeps running them.

type SuspensionDeps = Pick<Deps, 'db' | 'clock' | 'config'>

export async function countFutureLiveSessions(deps: SuspensionDeps, professionalId: string): Promise<number> {
  return (await listFutureLiveSessionIds(deps.db, professionalId, deps.clock.now())).length
}

export async function changeAuthorization(deps: SuspensionDeps, admin: ActorOf<'admin'>, professionalId: string, body: ProfessionalAuthorizationBody) {
  if (body.authorized) return { professional: await setAuthorization(deps, admin, professionalId, true), cancelled_sessions: 0 }

  const ahead = await countFutureLiveSessions(deps, professionalId)
  if (ahead > 0 && !body.future_sessions) throw new UnprocessableError(t.choiceRequired(ahead))
  // Suspended first: the professional leaves the directory, so no new booking lands while we cancel.
  const professional = await setAuthorization(deps, admin, professionalId, false)
  if (body.future_sessions !== 'CANCEL') return { professional, cancelled_sessions: 0 }

  // Listed again after the suspension: a booking made between the count and the suspension is included.
  // Each cancellation is its own transaction with its refund and emails; running the withdrawal again
  // with CANCEL (the professional already suspended) finishes whatever an interruption left.
  let cancelled = 0
  for (const sessionId of await listFutureLiveSessionIds(deps.db, professionalId, deps.clock.now())) {
    try {
      await changeStatus(deps, admin, sessionId, 'CANCELLED')
      cancelled += 1
    } catch (error) {
      // Cancelled by the patient in the meantime: nothing left to do for that one.
      if (!(error instanceof UnprocessableError)) throw error
    }
  }
  return { professional, cancelled_sessions: cancelled }
}
