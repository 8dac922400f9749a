import type { Db } from '../../../db/client'
import * as repo from '../scheduling.repository'
import { insertAudit } from '../../audit/audit.repository'

// Every admin change to a session is recorded (who, what, before and after, when), in the
// transaction of the change, so a change and its record exist together or not at all. Patients' and
// professionals' own actions are already traced by the session's columns (created_by, cancelled_by).

export type SessionAuditAction =
  | 'session.create'
  | 'session.date.update'
  | 'session.modality.update'
  | 'session.status.update'
  | 'session.failure.reschedule'
  | 'session.failure.no_show_exception'

/** The fields of a session an admin can change, as the audit history shows them. */
export function auditedFields(session: repo.SessionRow) {
  return {
    selected_date: session.selectedDate.toISOString(),
    is_online: session.isOnline,
    status: session.status,
    payment: session.payment,
  }
}

export async function recordAdminSessionChange(
  tx: Db,
  actor: { kind: string; id: string },
  change: { action: SessionAuditAction; sessionId: string; before: repo.SessionRow | null; after: repo.SessionRow },
): Promise<void> {
  if (actor.kind !== 'admin') return
  await insertAudit(tx, {
    actorKind: 'admin',
    actorId: actor.id,
    action: change.action,
    entity: 'session',
    entityId: change.sessionId,
    before: change.before ? auditedFields(change.before) : null,
    after: auditedFields(change.after),
  })
}

/**
 * What a technical failure turned a session into (docs/decisions/092-technical-failure-outcomes.md) is
 * part of the session's history whoever decided it — its professional or an admin — since it departs
 * from the usual rules (a move the professional may not otherwise make, a refund outside the no-show rule).
 */
export async function recordFailureOutcome(
  tx: Db,
  actor: { kind: 'professional' | 'admin'; id: string },
  change: { action: 'session.failure.reschedule' | 'session.failure.no_show_exception'; sessionId: string; before: repo.SessionRow; after: repo.SessionRow },
): Promise<void> {
  await insertAudit(tx, {
    actorKind: actor.kind,
    actorId: actor.id,
    action: change.action,
    entity: 'session',
    entityId: change.sessionId,
    before: auditedFields(change.before),
    after: auditedFields(change.after),
  })
}
