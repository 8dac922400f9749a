// `npm run bench`: every benchmark (bench/README.md), one after the other, each in its own Node process so
// one part's memory and event loop do not colour the next. See bench/README.md.
//
//   npm run bench                      API (PGlite + PostgreSQL), 1M-session scale, page budgets, start-up
//   npm run bench -- --quick           shorter API runs, no 1M scale, one Lighthouse run per page, no fresh clone
//   npm run bench -- --only=api,pages  a subset: api, logins, scale, pages, startup, profile
//   npm run bench -- --fraction=0.1    the scale benchmark at a tenth of the size
//   npm run bench -- --only=scale --reads=directory   the scale benchmark's reads whose name has the text
//   npm run bench -- --only=scale --keep=acolhe_scale   the scale data kept in that database and reused next run
//   npm run bench -- --only=pages --before=<commit>   the pages of that commit's web app beside this checkout's (default main)
//
// At the end it prints the targets table: each target's figure from this run beside the target.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const quick = args.includes('--quick')
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1]?.split(',')
const fraction = args.find((a) => a.startsWith('--fraction='))
const reads = args.find((a) => a.startsWith('--reads='))
const keep = args.find((a) => a.startsWith('--keep='))
const before = args.find((a) => a.startsWith('--before=') || a === '--no-before')

const parts = [
  { name: 'api', script: 'api/api-bench.ts', args: quick ? ['--quick'] : [] },
  { name: 'logins', script: 'api/login-timing.ts', args: [] },
  { name: 'scale', script: 'scale/scale-bench.ts', args: [fraction, reads, keep].filter(Boolean), skip: quick && !fraction && !only?.includes('scale') },
  { name: 'pages', script: 'pages/page-budgets.ts', args: [...(quick ? ['--runs=1'] : []), ...(before ? [before] : [])] },
  { name: 'startup', script: 'startup/startup-bench.ts', args: quick ? ['--no-fresh'] : [] },
  { name: 'profile', script: 'api/profile-routes.ts', args: [] },
]

/** The targets (bench/README.md), by the figure the parts record (bench/lib/figures.ts). */
const targets = [
  { figure: 'open-times-ratio-postgres', label: 'open times vs SELECT 1, PostgreSQL', unit: '%', target: '≥ 50 %', met: (v) => v >= 50 },
  { figure: 'open-times-ratio-pglite', label: 'open times vs SELECT 1, PGlite', unit: '%', target: '≥ 50 %', met: (v) => v >= 50 },
  { figure: 'open-times-calendars-ratio-postgres', label: 'open times, 10 calendars connected, vs SELECT 1, PostgreSQL', unit: '%', target: '≥ 50 %', met: (v) => v >= 50 },
  { figure: 'booking-p99-postgres', label: 'POST /session p99, 100 connections, PostgreSQL', unit: 'ms', target: '< 50 ms', met: (v) => v < 50 },
  { figure: 'booking-5xx-postgres', label: 'POST /session 5xx and errors, PostgreSQL', unit: '', target: '0', met: (v) => v === 0 },
  { figure: 'session-me-ratio-postgres', label: 'GET /session/me vs SELECT 1, PostgreSQL', unit: '%', target: '≥ 30 %', met: (v) => v >= 30 },
  { figure: 'scale-worst-p99', label: '1 M sessions: slowest read, HTTP p99', unit: 'ms', target: '< 20 ms', met: (v) => v < 20 },
  { figure: 'start-built', label: 'npm start on a built checkout → /api/health', unit: 's', target: '< 5 s', met: (v) => v < 5 },
  { figure: 'start-fresh-clone', label: 'first npm start after npm ci → first page', unit: 's', target: '< 90 s', met: (v) => v < 90 },
]
const figuresDir = mkdtempSync(join(tmpdir(), 'acolhe-bench-figures-'))
const figuresFile = join(figuresDir, 'figures.jsonl')

const started = Date.now()
console.info(`Acolhe benchmarks — ${new Date().toISOString()}, Node ${process.version}${quick ? ', --quick' : ''}`)
let failed = false
for (const part of parts) {
  if (only && !only.includes(part.name)) continue
  if (part.skip) {
    console.info(`\n(${part.name}: skipped by --quick; run \`npm run bench -- --only=scale\` for the 1M-session scale)`)
    continue
  }
  const partStarted = Date.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, part.script), ...part.args], {
    cwd: join(benchDir, '..'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES_FILE: figuresFile },
  })
  console.info(`\n(${part.name}: ${((Date.now() - partStarted) / 1000).toFixed(0)} s${result.status === 0 ? '' : `, FAILED with code ${result.status}`})`)
  if (result.status !== 0) failed = true
}
const figures = new Map(
  (existsSync(figuresFile) ? readFileSync(figuresFile, 'utf8').trim().split('\n') : []).filter(Boolean).map((line) => {
    const figure = JSON.parse(line)
    return [figure.name, figure]
  }),
)
rmSync(figuresDir, { recursive: true, force: true })
console.info('\n=== Targets =================================================================')
const rows = targets.map(({ figure, label, unit, target, met }) => {
  const measured = figures.get(figure)
  if (!measured) return [label, 'not measured in this run', target, '']
  const value = unit === '%' || unit === 's' ? measured.value.toFixed(1) : unit === 'ms' ? measured.value.toFixed(1) : String(measured.value)
  return [label, `${value}${unit ? ` ${unit}` : ''}${measured.detail ? ` (${measured.detail})` : ''}`, target, met(measured.value) ? 'met' : 'NOT MET']
})
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)))
for (const row of rows) console.info(`${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2].padEnd(widths[2])}  ${row[3]}`)
console.info(`\nAll benchmarks: ${((Date.now() - started) / 60_000).toFixed(1)} min`)
process.exit(failed ? 1 : 0)
