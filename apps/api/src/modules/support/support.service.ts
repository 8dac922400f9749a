import type { SupportListQuery, SupportMessageBody } from '@acolhe/shared/schemas/support'
import { supportTexts as t } from '@acolhe/shared/texts/support'
import type { Deps } from '../../deps'
import { NotFoundError } from '../../lib/errors'
import type { ActorOf } from '../auth/actor'
import * as repo from './support.repository'
import { toSupportMessageDto } from './support-view'
import { insertAudit } from '../audit/audit.repository'

// 'Fale conosco' → the admin's inbox (docs/decisions/028-admin-accounts-and-support-inbox.md). The
// message is only stored: nothing is mailed to the address typed in a public form (it would let anyone
// make us email anyone); the admin answers from their own mail client and marks the message answered.

type SupportDeps = Pick<Deps, 'db' | 'clock'>

export async function receiveMessage(deps: SupportDeps, body: SupportMessageBody): Promise<{ id: string }> {
  return repo.insertMessage(deps.db, { ...body, createdAt: deps.clock.now() })
}

export async function listMessages(deps: SupportDeps, query: SupportListQuery) {
  const { rows, total, open } = await repo.listMessages(deps.db, { state: query.state, limit: query.limit, offset: (query.page - 1) * query.limit })
  return { data: rows.map(toSupportMessageDto), total, open }
}

/** Marks a message answered (by the calling admin) or open again; recorded in the audit log. */
export async function setAnswered(deps: SupportDeps, admin: ActorOf<'admin'>, id: string, answered: boolean) {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findMessageForUpdate(tx, id)
    if (!current) throw new NotFoundError(t.messageNotFound)
    if ((current.handledAt !== null) === answered) return
    await repo.setHandled(tx, id, answered ? { at: deps.clock.now(), by: admin.id } : null)
    await insertAudit(tx, {
      actorKind: 'admin',
      actorId: admin.id,
      action: answered ? 'support.answered' : 'support.reopened',
      entity: 'support_message',
      entityId: id,
      before: { answered: current.handledAt !== null },
      after: { answered },
    })
  })
  const view = await repo.findMessageView(deps.db, id)
  if (!view) throw new NotFoundError(t.messageNotFound)
  return toSupportMessageDto(view)
}
