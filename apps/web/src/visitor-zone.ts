// Whether the browser shows a page the server rendered for a visitor as the server did (decision 116). The
// server renders a visitor's days and hours in Brasília's zone; a browser in a zone with the same UTC
// offset over the weeks a calendar shows (Recife, Salvador, Belém, …: Brazil keeps no summer time) draws
// the very same page, so the app can take it over as it is. Any other zone gets the page rendered afresh.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** The weeks of open hours a booking calendar shows, and one more. */
const WEEKS_SHOWN = 9

function offsetAt(zone: string, instant: Date): string | undefined {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value
}

export function rendersAlikeIn(renderedZone: string, browserZone: string, from: Date): boolean {
  if (renderedZone === browserZone) return true
  try {
    for (let week = 0; week <= WEEKS_SHOWN; week++) {
      const instant = new Date(from.getTime() + week * WEEK_MS)
      if (offsetAt(renderedZone, instant) !== offsetAt(browserZone, instant)) return false
    }
    return true
  } catch {
    // A zone this browser's Intl does not know: render afresh.
    return false
  }
}
