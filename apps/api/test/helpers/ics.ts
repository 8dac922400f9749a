/** Reads an iCalendar text back into its properties (unfolded), keyed by name without parameters. */
export function parseIcs(text: string): Record<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, '')
  const properties: Record<string, string> = {}
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = (line.slice(0, colon).split(';')[0] ?? '').toUpperCase()
    if (name === 'BEGIN' || name === 'END') continue
    properties[name] = line.slice(colon + 1)
  }
  return properties
}
