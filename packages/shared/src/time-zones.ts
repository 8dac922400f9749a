import { TIME_ZONE } from './constants'
import { TIME_ZONE_PLACES } from './texts/time-zones'

// Which time-zone names the product accepts and how it names them (decision 044). A patient's zone is
// an IANA name; the runtime's time-zone database (Intl) is the only judge, on the server and in the browser.

/** The zone every professional, admin and consultation rule uses. */
export const BRASILIA_TIME_ZONE = TIME_ZONE

let supported: Set<string> | null = null
function supportedZones(): Set<string> {
  supported ??= new Set(Intl.supportedValuesOf('timeZone'))
  return supported
}

/**
 * An IANA zone the runtime knows: one of `Intl.supportedValuesOf('timeZone')`, or an alias of one
 * (browsers report 'Europe/Kyiv' or 'Asia/Kolkata' where Node's list has 'Europe/Kiev', 'Asia/Calcutta').
 * Offsets such as '-03:00' and abbreviations such as 'BRT' are refused.
 */
export function isSupportedTimeZone(name: string): boolean {
  if (name.length > 64 || !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(name)) return false
  if (supportedZones().has(name)) return true
  try {
    return supportedZones().has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone)
  } catch {
    return false
  }
}

/** The zone's place in Portuguese: 'Lisboa', 'Nova York', or the IANA city with spaces. */
export function timeZonePlace(zone: string): string {
  return TIME_ZONE_PLACES[zone] ?? (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ')
}

/** Every zone of the select: the named ones first, then the rest of the runtime's list, plus `current` if the list lacks it. */
export function timeZoneChoices(current?: string): { common: string[]; other: string[] } {
  const common = Object.keys(TIME_ZONE_PLACES).filter((zone) => isSupportedTimeZone(zone))
  const named = new Set(common)
  const other = [...supportedZones()].filter((zone) => !named.has(zone))
  if (current && !named.has(current) && !supportedZones().has(current)) other.unshift(current)
  return { common, other }
}

/** The browser's (or server's) own zone when the product accepts it; Brasília otherwise. */
export function detectedTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isSupportedTimeZone(zone) ? zone : BRASILIA_TIME_ZONE
  } catch {
    return BRASILIA_TIME_ZONE
  }
}
