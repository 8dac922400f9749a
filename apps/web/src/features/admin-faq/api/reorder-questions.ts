import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'
import { api } from '../../../lib/api-client'
import { listQuestions } from '../../../lib/questions-api'
import { questionsQueryKeys } from '../../../lib/questions-api'

// PATCH /api/questions/order (admin) body { ids } = every question once, in the new order → 204; 422 otherwise.

/** GET /questions accepts at most 100 per page. */
const READ_LIMIT = 100

export type PageReorder = { offset: number; before: string[]; after: string[] }

/** Raised when the list changed on the server since the page was shown (another admin, another tab). */
export class StaleOrderError extends Error {
  constructor() {
    super(t.orderError)
    this.name = 'StaleOrderError'
  }
}

async function allQuestionIds(): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ; page += 1) {
    const reply = await listQuestions(page, READ_LIMIT)
    ids.push(...reply.data.map((question) => question.id))
    if (reply.data.length < READ_LIMIT || ids.length >= reply.total) return ids
  }
}

/**
 * The admin drags within one page of 7, but the server takes the whole order: read it, check the page
 * still holds what the admin saw, put the page's new order in its place and send everything.
 */
export async function reorderPage({ offset, before, after }: PageReorder): Promise<void> {
  const ids = await allQuestionIds()
  const current = ids.slice(offset, offset + before.length)
  if (current.length !== before.length || current.some((id, index) => id !== before[index])) throw new StaleOrderError()
  ids.splice(offset, before.length, ...after)
  await api.patch('/questions/order', { ids })
}

export function useReorderQuestions() {
  const queryClient = useQueryClient()
  // Refetched whether it worked or not: on failure the list snaps back to the server's order.
  return useMutation({ mutationFn: reorderPage, onSettled: () => queryClient.invalidateQueries({ queryKey: questionsQueryKeys.all }) })
}
