import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { SupportState } from '@acolhe/shared/schemas/support'
import type { Db } from '../../db/client'
import { supportMessages } from '../../db/schema/operations'
import { admins } from '../../db/schema/people'

// The only place the support inbox touches the ORM.

export async function insertMessage(db: Db, values: { name: string; email: string; message: string; createdAt: Date }): Promise<{ id: string }> {
  const [row] = await db.insert(supportMessages).values(values).returning({ id: supportMessages.id })
  if (!row) throw new Error('support message insert returned nothing')
  return row
}

const stateWhere = (state: SupportState | undefined): SQL | undefined =>
  state === 'open' ? isNull(supportMessages.handledAt) : state === 'answered' ? isNotNull(supportMessages.handledAt) : undefined

const messageView = {
  message: supportMessages,
  handlerFirstName: admins.firstName,
  handlerLastName: admins.lastName,
}

export type MessageView = { message: typeof supportMessages.$inferSelect; handlerFirstName: string | null; handlerLastName: string | null }

/** Newest first (the (created_at, id) indexes serve the page), with the admin who answered. */
export async function listMessages(db: Db, q: { state?: SupportState; limit: number; offset: number }) {
  const where = stateWhere(q.state)
  const rows: MessageView[] = await db
    .select(messageView)
    .from(supportMessages)
    .leftJoin(admins, eq(admins.id, supportMessages.handledBy))
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(q.limit)
    .offset(q.offset)
  const [total] = await db.select({ value: count() }).from(supportMessages).where(where)
  const [open] = await db.select({ value: count() }).from(supportMessages).where(isNull(supportMessages.handledAt))
  return { rows, total: total?.value ?? 0, open: open?.value ?? 0 }
}

export async function findMessageView(db: Db, id: string): Promise<MessageView | undefined> {
  const [row] = await db.select(messageView).from(supportMessages).leftJoin(admins, eq(admins.id, supportMessages.handledBy)).where(eq(supportMessages.id, id))
  return row
}

export async function findMessageForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update')
  return row
}

export async function setHandled(db: Db, id: string, handled: { at: Date; by: string } | null): Promise<void> {
  await db
    .update(supportMessages)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(supportMessages.id, id))
}

