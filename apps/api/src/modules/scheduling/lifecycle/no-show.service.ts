import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import { NotFoundError } from '../../../lib/errors'
import { throwIfRefused } from '../policy/refusal'
import { noShowRefusal } from '../policy/session-rules'
import { markNoShowLocked } from './lifecycle.service'
import type { SchedulingDeps } from '../scheduling-deps'
import * as repo from '../scheduling.repository'
import { sessionDto } from '../lists/session-queries.service'
import type { ActorRef } from '../../auth/actor'

// POST /session/:id/no-show (docs/decisions/038-no-shows.md): checks the rule under the row lock; the
// recording itself (status, refund, emails) is the session lifecycle's markNoShowLocked.

export async function markNoShow(deps: SchedulingDeps, actor: ActorRef, id: string, absent: NoShowParty) {
  await deps.db.transaction(async (tx) => {
    const session = await repo.findSessionRow(tx, id, { forUpdate: true })
    if (!session) throw new NotFoundError(t.sessionNotFound)
    throwIfRefused(noShowRefusal(actor, session, absent, deps.clock.now()))
    await markNoShowLocked(deps, tx, actor, session, absent)
  })
  return sessionDto(deps, actor, id)
}
