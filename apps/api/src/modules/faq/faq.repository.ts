import { asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { faqQuestions } from '../../db/schema/catalogue'

export type FaqRow = typeof faqQuestions.$inferSelect

/**
 * Display order (decision 021): the priority, higher first; ties by position, which is the creation
 * sequence until a drag rewrites it with the dragged order.
 */
const displayOrder = [desc(faqQuestions.priority), asc(faqQuestions.position), asc(faqQuestions.createdAt), asc(faqQuestions.id)]

export async function listQuestions(db: Db, page: { limit: number; offset: number }) {
  const rows = await db.select().from(faqQuestions).orderBy(...displayOrder).limit(page.limit).offset(page.offset)
  const [total] = await db.select({ value: count() }).from(faqQuestions)
  return { rows, total: total?.value ?? 0 }
}

/** Counts one reading of each listed question (the dashboard's 'Acessos'). */
export async function countViews(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.update(faqQuestions).set({ views: sql`${faqQuestions.views} + 1` }).where(inArray(faqQuestions.id, ids))
}

export async function findQuestion(db: Db, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqQuestions).where(eq(faqQuestions.id, id))
  return row
}

export async function nextPosition(db: Db): Promise<number> {
  const [row] = await db.select({ value: max(faqQuestions.position) }).from(faqQuestions)
  return (row?.value ?? 0) + 1
}

export async function insertQuestion(db: Db, values: typeof faqQuestions.$inferInsert): Promise<FaqRow> {
  const [row] = await db.insert(faqQuestions).values(values).returning()
  if (!row) throw new Error('faq insert returned nothing')
  return row
}

export async function updateQuestion(db: Db, id: string, values: Partial<typeof faqQuestions.$inferInsert>): Promise<FaqRow | undefined> {
  const [row] = await db.update(faqQuestions).set(values).where(eq(faqQuestions.id, id)).returning()
  return row
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(faqQuestions).where(eq(faqQuestions.id, id)).returning({ id: faqQuestions.id })
  return rows.length > 0
}

export async function allPriorities(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: faqQuestions.id, priority: faqQuestions.priority }).from(faqQuestions)
  return new Map(rows.map((r) => [r.id, r.priority]))
}

export async function setOrder(db: Db, order: { id: string; priority: number }[], now: Date): Promise<void> {
  for (const [index, { id, priority }] of order.entries()) {
    await db.update(faqQuestions).set({ priority, position: index + 1, updatedAt: now }).where(eq(faqQuestions.id, id))
  }
}
