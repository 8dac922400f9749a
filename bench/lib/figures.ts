import { appendFileSync } from 'node:fs'

// Each benchmark part records the figures the targets are about; `npm run bench` (bench/run.mjs) gives
// every part the same file (BENCH_FIGURES_FILE) and prints the targets table from it at the end. A part
// run on its own (no file named) only prints its own tables.

export type FigureName =
  | 'open-times-ratio-postgres'
  | 'open-times-ratio-pglite'
  | 'open-times-calendars-ratio-postgres'
  | 'open-times-calendars-ratio-pglite'
  | 'booking-p99-postgres'
  | 'booking-5xx-postgres'
  | 'session-me-ratio-postgres'
  | 'scale-worst-p99'
  | 'start-built'
  | 'start-fresh-clone'

export function recordFigure(name: FigureName, value: number, detail = ''): void {
  const file = process.env.BENCH_FIGURES_FILE
  if (!file) return
  appendFileSync(file, `${JSON.stringify({ name, value, detail })}\n`)
}
