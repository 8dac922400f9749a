import { describe, expect, it } from 'vitest'
import { groupSlotsByWeekDay } from './group-slots'

const slot = (id: string, week_day: number, start_time: string, end_time: string) => ({ id, week_day, start_time, end_time })

describe('groupSlotsByWeekDay', () => {
  it('groups per weekday from Sunday and sorts each day by start time', () => {
    const grouped = groupSlotsByWeekDay([slot('a', 3, '1400', '1600'), slot('b', 1, '1300', '1500'), slot('c', 3, '0800', '1000'), slot('d', 0, '0900', '1000')])
    expect(grouped.map((day) => [day.weekDay, day.slots.map((s) => s.id)])).toEqual([
      [0, ['d']],
      [1, ['b']],
      [3, ['c', 'a']],
    ])
  })

  it('returns no day for no slots', () => {
    expect(groupSlotsByWeekDay([])).toEqual([])
  })
})
