// `npm run bench`: every benchmark (bench/README.md), one after the other, each in its own Node process so
// one part's memory and event loop do not colour the next. See bench/README.md.
//
//   npm run bench                      API (PGlite + PostgreSQL), 1M-session scale, page budgets
//   npm run bench -- --quick           shorter API runs, no 1M scale, one Lighthouse run per page
//   npm run bench -- --only=api,pages  a subset: api, logins, scale, pages
//   npm run bench -- --fraction=0.1    the scale benchmark at a tenth of the size
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const quick = args.includes('--quick')
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1]?.split(',')
const fraction = args.find((a) => a.startsWith('--fraction='))

const parts = [
  { name: 'api', script: 'api/api-bench.ts', args: quick ? ['--quick'] : [] },
  { name: 'logins', script: 'api/login-timing.ts', args: [] },
  { name: 'scale', script: 'scale/scale-bench.ts', args: fraction ? [fraction] : [], skip: quick && !fraction && !only?.includes('scale') },
  { name: 'pages', script: 'pages/page-budgets.ts', args: quick ? ['--runs=1'] : [] },
]

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
  })
  console.info(`\n(${part.name}: ${((Date.now() - partStarted) / 1000).toFixed(0)} s${result.status === 0 ? '' : `, FAILED with code ${result.status}`})`)
  if (result.status !== 0) failed = true
}
console.info(`\nAll benchmarks: ${((Date.now() - started) / 60_000).toFixed(1)} min`)
process.exit(failed ? 1 : 0)
