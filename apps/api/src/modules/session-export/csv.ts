// CSV as Excel in Brazilian Portuguese opens it with a double click: UTF-8 with a BOM (or accents turn
// into mojibake), ';' between fields (',' is the decimal separator there), CRLF line ends.

const BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE_END = '\r\n'

/**
 * One field: quoted when it holds a separator, a quote or a line break. A text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe, so a patient named
 * "=HYPERLINK(…)" stays text (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A whole file: header, then rows; every value is text already formatted for pt-BR. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(SEPARATOR))
  return BOM + lines.join(LINE_END) + LINE_END
}

/** Cents as '1234,56' (comma decimals, no thousands separator, so spreadsheets read a number). */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}
