import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { recordFigure } from '../lib/figures'
import { repoRoot } from '../lib/paths'
import { heading, table } from '../lib/report'
import { freePort } from '../lib/server-process'

// `npm run bench` part 4: how long `npm start` takes to answer.
// - On this (built) checkout: three starts on one data folder — the first migrates and seeds the demo,
//   the next two are restarts — each timed from the command to `/api/health` answering 200.
// - On a fresh clone of the committed HEAD: `npm ci`, then the first `npm start` (web build, API build,
//   migrations, demo seed) timed to the first page (`/`) answering 200. Skipped with --no-fresh.

const fresh = !process.argv.includes('--no-fresh')

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    // npm start runs the server as a grandchild: the whole process group goes.
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  })
}

/** Seconds from `npm start` in `cwd` to `path` answering 200. */
async function timeStart(cwd: string, dataDir: string, path: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  try {
    const deadline = Date.now() + 600_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start in ${cwd} exited with code ${child.exitCode}`)
      const answered = await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.status === 200, () => false)
      if (answered) return (performance.now() - started) / 1000
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`npm start in ${cwd} did not answer ${path} within 10 minutes`)
  } finally {
    await stop(child)
  }
}

function run(command: string, args: string[], cwd: string): number {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
  return (performance.now() - started) / 1000
}

heading('Start-up: npm start to the first answer')
const rows: (string | number)[][] = []
const scratch = mkdtempSync(join(tmpdir(), 'acolhe-bench-start-'))
try {
  // Not timed: makes sure this checkout is built, as "a built checkout" means.
  run('node', ['scripts/build-web-if-changed.mjs'], repoRoot)
  run('node', ['scripts/build-api-if-changed.mjs'], repoRoot)
  const dataDir = join(scratch, 'data')
  const starts: number[] = []
  for (let i = 0; i < 3; i++) starts.push(await timeStart(repoRoot, dataDir, '/api/health'))
  rows.push(['built checkout, first start (migrations + demo seed) → /api/health', `${starts[0]?.toFixed(1)} s`])
  rows.push(['built checkout, restarts → /api/health', starts.slice(1).map((s) => `${s.toFixed(1)} s`).join(', ')])
  recordFigure('start-built', Math.max(...starts.slice(1)), 'slowest of two restarts')

  if (fresh) {
    const clone = join(scratch, 'clone')
    run('git', ['clone', '-q', repoRoot, clone], scratch)
    const install = run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], clone)
    const first = await timeStart(clone, join(scratch, 'clone-data'), '/')
    rows.push(['fresh clone: npm ci', `${install.toFixed(1)} s`])
    rows.push(['fresh clone: first npm start (builds, migrations, seed) → first page', `${first.toFixed(1)} s`])
    recordFigure('start-fresh-clone', first, `after npm ci (${install.toFixed(0)} s)`)
  }
  table(['start', 'time'], rows)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
