// Printing helpers: every benchmark prints aligned tables of plain figures.

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—'
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(value >= 10 ? 1 : 2)} ms`
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

export function heading(title: string): void {
  console.info(`\n=== ${title} ${'='.repeat(Math.max(0, 74 - title.length))}`)
}

export function table(header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')
  console.info(line(header))
  console.info(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of cells.slice(1)) console.info(line(row))
}

/** Runs `task` sequentially until `count` runs or `budgetMs` is spent; returns sorted durations (ms). */
export async function timeSequential(task: () => Promise<unknown>, count: number, budgetMs: number): Promise<number[]> {
  const durations: number[] = []
  const deadline = performance.now() + budgetMs
  await task() // warm-up: plan caches, connection, JIT
  while (durations.length < count && performance.now() < deadline) {
    const started = performance.now()
    await task()
    durations.push(performance.now() - started)
  }
  return durations.sort((a, b) => a - b)
}
