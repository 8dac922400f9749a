import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema/operations'

// The one writer of the audit log (who, what, before and after, when). Callers pass their transaction so
// a change and its record exist together or not at all.

export type AuditEntry = typeof auditLog.$inferInsert

export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry)
}
