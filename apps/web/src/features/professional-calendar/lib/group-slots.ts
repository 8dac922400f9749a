export type WeeklySlot = { id: string; week_day: number; start_time: string; end_time: string }
export type SlotsOfDay<S extends WeeklySlot> = { weekDay: number; slots: S[] }

/** Slots grouped per weekday (Sunday first), each day sorted by start; days without slots left out. */
export function groupSlotsByWeekDay<S extends WeeklySlot>(slots: readonly S[]): SlotsOfDay<S>[] {
  const days: SlotsOfDay<S>[] = []
  for (let weekDay = 0; weekDay < 7; weekDay += 1) {
    const ofDay = slots.filter((slot) => slot.week_day === weekDay).sort((a, b) => a.start_time.localeCompare(b.start_time))
    if (ofDay.length > 0) days.push({ weekDay, slots: ofDay })
  }
  return days
}
