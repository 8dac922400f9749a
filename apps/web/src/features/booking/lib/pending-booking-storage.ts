import { decodeRepeat, type PendingBooking } from './wizard-state'

// The booking a visitor chose keeps waiting in local storage while they log in
// or sign up, so it survives the detour (even a reload of step 3), and is cleared once the session exists.

const KEY = 'session_data'

export type StoredBooking = PendingBooking & { professionalId: string }

export function savePendingBooking(booking: StoredBooking) {
  try {
    localStorage.setItem(KEY, JSON.stringify(booking))
  } catch {
    // Storage may be disabled; the same data is in the address too.
  }
}

export function readPendingBooking(): StoredBooking | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return null
    const value = parsed as Partial<StoredBooking>
    if (typeof value.professionalId !== 'string' || typeof value.selectedDate !== 'string') return null
    if (typeof value.availableDateId !== 'string' || typeof value.isOnline !== 'boolean') return null
    const repeatWeeks = value.repeatWeeks === null ? null : decodeRepeat(value.repeatWeeks)
    const repeat = repeatWeeks === undefined ? {} : { repeatWeeks }
    return { professionalId: value.professionalId, selectedDate: value.selectedDate, availableDateId: value.availableDateId, isOnline: value.isOnline, ...repeat }
  } catch {
    return null
  }
}

export function clearPendingBooking() {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // nothing stored
  }
}
