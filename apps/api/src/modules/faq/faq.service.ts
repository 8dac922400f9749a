import type { FaqBody, FaqListQuery, FaqOrderBody, FaqUpdateBody } from '@acolhe/shared/schemas/faq'
import { adminTexts as t } from '@acolhe/shared/texts/admin-api'
import type { Deps } from '../../deps'
import { NotFoundError, UnprocessableError } from '../../lib/errors'
import { prioritiesForOrder } from './faq-order'
import * as repo from './faq.repository'

// The FAQ: the landing page reads it (each reading counts as a view for the dashboard's 'Acessos');
// admins write it and set its order by dragging.

type FaqDeps = Pick<Deps, 'db' | 'clock'>

const toDto = (row: repo.FaqRow) => ({ id: row.id, question: row.question, answer: row.answer, priority: row.priority, position: row.position, views: row.views })

export async function listQuestions(deps: FaqDeps, query: FaqListQuery, options: { countViews: boolean }) {
  const { rows, total } = await repo.listQuestions(deps.db, { limit: query.limit, offset: (query.page - 1) * query.limit })
  if (options.countViews) await repo.countViews(deps.db, rows.map((r) => r.id))
  return { data: rows.map(toDto), total }
}

export async function createQuestion(deps: FaqDeps, body: FaqBody) {
  const now = deps.clock.now()
  const row = await deps.db.transaction(async (tx) => repo.insertQuestion(tx, { ...body, position: await repo.nextPosition(tx), createdAt: now, updatedAt: now }))
  return toDto(row)
}

export async function updateQuestion(deps: FaqDeps, id: string, body: FaqUpdateBody) {
  const row = await repo.updateQuestion(deps.db, id, { ...body, updatedAt: deps.clock.now() })
  if (!row) throw new NotFoundError(t.questionNotFound)
  return toDto(row)
}

export async function deleteQuestion(deps: FaqDeps, id: string) {
  if (!(await repo.deleteQuestion(deps.db, id))) throw new NotFoundError(t.questionNotFound)
}

/**
 * The new order must name every question exactly once, so a stale screen cannot lose one. Priority
 * decides the order, so the drag rewrites the priorities to match it (decision 021).
 */
export async function reorderQuestions(deps: FaqDeps, body: FaqOrderBody) {
  await deps.db.transaction(async (tx) => {
    const existing = await repo.allPriorities(tx)
    const given = new Set(body.ids)
    if (given.size !== body.ids.length || given.size !== existing.size || body.ids.some((id) => !existing.has(id))) {
      throw new UnprocessableError(t.questionOrderInvalid)
    }
    await repo.setOrder(tx, prioritiesForOrder(body.ids.map((id) => ({ id, priority: existing.get(id) ?? 1 }))), deps.clock.now())
  })
}
