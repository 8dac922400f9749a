import { useState } from 'react'
import type { HourPickerProps, OpenHour } from './hour-picker'

/**
 * The day and hour chosen in an HourPicker (rescheduling, returns): choosing another day drops the
 * hour, and `clearHour` drops it after the server refused it (someone else took it meanwhile).
 */
export function useHourChoice() {
  const [date, setDate] = useState<string | null>(null)
  const [hour, setHour] = useState<OpenHour | null>(null)
  const pickerProps: Pick<HourPickerProps, 'date' | 'start' | 'onDateChange' | 'onHourChange'> = {
    date,
    start: hour?.start_time ?? null,
    onDateChange: (day) => {
      setDate(day)
      setHour(null)
    },
    onHourChange: setHour,
  }
  return { hour, clearHour: () => setHour(null), pickerProps }
}
