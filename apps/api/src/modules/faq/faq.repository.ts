import { asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { faqQuestions } from '../../db/schema/catalogue'

export type FaqRow = typeof faqQuestions.$inferSelect

/** Display order: the drag-and-drop position, then the priority (higher first), then age. */
const displayOrder = [asc(faqQuestions.position), desc(faqQuestions.priority), asc(faqQuestions.createdAt), asc(faqQuestions.id)]

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

export async function allQuestionIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: faqQuestions.id }).from(faqQuestions)
  return rows.map((r) => r.id)
}

export async function setPositions(db: Db, ids: string[], now: Date): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.update(faqQuestions).set({ position: index + 1, updatedAt: now }).where(eq(faqQuestions.id, id))
  }
}
