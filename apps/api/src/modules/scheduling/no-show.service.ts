import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../lib/errors'
import { notifyNoShow } from '../notifications/no-show-emails'
import { throwIfRefused } from './policy/refusal'
import { noShowRefusal } from './policy/session-rules'
import { noShowStatusOf } from './policy/session-statuses'
import { refundNoShow } from './refund'
import type { SchedulingDeps } from './scheduling-deps'
import * as repo from './scheduling.repository'
import * as noShows from './no-shows.repository'
import { recordAdminSessionChange } from './session-audit'
import { sessionDto } from './session-queries.service'
import type { ActorRef } from '../auth/actor'

// Recording an absence (docs/decisions/038-no-shows.md). A patient's absence keeps the charge: the session
// counts in the professional's earnings as a held one. A professional's absence gives the patient's money
// back as balance, once (the one-refund-per-session index), and leaves the professional's earnings.

/** Records `absent` on a locked session; the caller holds the row lock and has checked the rule. */
export async function markNoShowLocked(deps: Pick<SchedulingDeps, 'clock' | 'config'>, tx: Db, actor: ActorRef, session: repo.SessionRow, absent: NoShowParty) {
  const now = deps.clock.now()
  const after = await repo.updateSession(tx, session.id, { status: noShowStatusOf(absent) })
  const refundedCents = absent === 'PROFESSIONAL' ? await refundNoShow(tx, session, now) : 0
  await noShows.recordNoShow(tx, { sessionId: session.id, absent, markedByKind: actor.kind, markedById: actor.id, markedAt: now, refundedCents })
  await recordAdminSessionChange(tx, actor, { action: 'session.status.update', sessionId: session.id, before: session, after })
  await notifyNoShow(deps.config, tx, session.id, { absent, refundedCents, markedAt: now })
}

export async function markNoShow(deps: SchedulingDeps, actor: ActorRef, id: string, absent: NoShowParty) {
  await deps.db.transaction(async (tx) => {
    const session = await repo.findSessionRow(tx, id, { forUpdate: true })
    if (!session) throw new NotFoundError(t.sessionNotFound)
    throwIfRefused(noShowRefusal(actor, session, absent, deps.clock.now()))
    await markNoShowLocked(deps, tx, actor, session, absent)
  })
  return sessionDto(deps, actor, id)
}
