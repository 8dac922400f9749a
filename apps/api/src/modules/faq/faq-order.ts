// The FAQ is ordered by priority, higher first, ties by position (decision 021). A drag gives a whole
// new order; these are the priorities that produce it.

/**
 * Walking the dragged order from the top, a question keeps its priority unless it is higher than the
 * one above it, in which case it takes that one's (the tie then follows the dragged position). The
 * priorities never leave 1–10 and a question dragged down takes the priority of the one it lands under.
 */
export function prioritiesForOrder(order: { id: string; priority: number }[]): { id: string; priority: number }[] {
  let ceiling = Number.POSITIVE_INFINITY
  return order.map(({ id, priority }) => {
    ceiling = Math.min(ceiling, priority)
    return { id, priority: ceiling }
  })
}
