import { describe, expect, it } from 'vitest'
import { prioritiesForOrder } from './faq-order'

const order = (...priorities: number[]) => priorities.map((priority, index) => ({ id: `q${index}`, priority }))
const prioritiesOf = (...priorities: number[]) => prioritiesForOrder(order(...priorities)).map((q) => q.priority)

describe('prioritiesForOrder', () => {
  it('keeps an order priority already gives', () => {
    expect(prioritiesOf(10, 8, 8, 5, 1)).toEqual([10, 8, 8, 5, 1])
  })
  it('lowers a question above which a lower one was dragged', () => {
    expect(prioritiesOf(8, 10, 5)).toEqual([8, 8, 5])
  })
  it('gives a question dragged down the priority of the one it lands under', () => {
    expect(prioritiesOf(8, 5, 10, 3)).toEqual([8, 5, 5, 3])
  })
  it('never leaves 1–10 and keeps the ids in the dragged order', () => {
    const result = prioritiesForOrder(order(1, 10, 10, 2))
    expect(result).toEqual([
      { id: 'q0', priority: 1 },
      { id: 'q1', priority: 1 },
      { id: 'q2', priority: 1 },
      { id: 'q3', priority: 1 },
    ])
  })
})
