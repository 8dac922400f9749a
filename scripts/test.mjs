// `npm test`: every check of the project, as stages that run side by side where the machine's cores
// allow, each printed with its duration. A stage starts when the stages it needs have passed; when one
// fails, the stages already running finish, nothing new starts, and the exit code is 1.
//
// Stages: lint, type-check, build (web app); once types are checked and the app is built (lint may still
// run), the API tests (on PostgreSQL when TEST_DATABASE_URL is set, else on embedded PGlite), beside them
// the unit tests (web, shared package, scripts) and the API tests that differ by engine on PGlite too
// (only when the API run used PostgreSQL); and the browser journeys (after the unit tests, beside the end
// of the API stage).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
// The API test files whose subject is the database engine itself: migrations and seed, constraints,
// crash durability of the embedded files, the embedded start-up (decision 019).
const engineSpecificApiTests = [
  'test/seed.test.ts',
  'test/db-startup-lock.test.ts',
  'test/sessions-constraints.test.ts',
  'test/reliability-crash.test.ts',
  'test/health.test.ts',
]

const stages = [
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'type-check', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'build', command: ['sh', '-c', 'node scripts/build-web-if-changed.mjs && node scripts/build-api-if-changed.mjs'] },
  // Tests start once the machine is free of the build: timing-sensitive browser-like tests (jsdom,
  // typing into masked inputs) should not share two cores with Vite. They do not wait for lint: with
  // types checked in seconds (decision 127), lint alone would hold one core while the other idled; it
  // runs beside the first tests instead, and a lint failure still fails the run (nothing new starts).
  // On PostgreSQL, a case that always uses embedded PGlite (the crash test's PGlite half) is left to the
  // engine stage below, which runs it anyway, instead of running twice.
  // The API tests and the browser-like unit tests run as two stages side by side: the API files keep the
  // cores busy (Node and the database), while the jsdom files spend much of their time waiting on timers
  // (transitions, typing). In one Vitest run the pool takes the projects one after the other (the API's
  // files, then the web's), so those waits left the machine half idle for the run's last minutes.
  // The build stage has just compiled the API from these sources: the tests that start server processes
  // run that compiled server rather than compiling the sources again on every start (decision 112).
  { name: 'API', command: ['npx', 'vitest', 'run', '--project', 'api'], env: { TEST_COMPILED_SERVER: '1', ...(onPostgres ? { TEST_PGLITE_CASES_IN_ENGINE_STAGE: '1' } : {}) }, needs: ['type-check', 'build'] },
  { name: 'unit (web, shared)', command: ['npx', 'vitest', 'run', '--project', 'web', '--project', 'shared', '--project', 'scripts'], needs: ['type-check', 'build'] },
  ...(onPostgres
    ? [{ name: 'API on PGlite (engine)', command: ['npx', 'vitest', 'run', '--project', 'api', ...engineSpecificApiTests], env: { TEST_DATABASE_URL: '', TEST_COMPILED_SERVER: '1' }, needs: ['type-check', 'build'] }]
    : []),
  // The browser journeys start once the unit tests and the engine stage are done, beside the rest of the
  // API stage: the API files and the journeys both spend most of their time waiting (on the processes
  // and the database they drive, on page loads), well under a core each, so side by side they fill the
  // two cores that either alone leaves half idle. Not beside lint and type-check, nor beside the unit
  // tests' jsdom renders: those keep the cores busy, and measured beside them the stages starved each
  // other (decisions 050 and 106). An API stage on embedded PGlite computes (the engine runs inside the
  // test processes): there the journeys still wait for it.
  { name: 'e2e', command: ['node', 'e2e/run.mjs'], needs: ['build', 'unit (web, shared)', ...(onPostgres ? ['API on PGlite (engine)'] : ['API'])] },
]

// Lint and type-check use one core each, so one stage more than the cores keeps both busy.
const slots = Math.max(1, Number(process.env.TEST_PARALLEL_STAGES) || Math.min(availableParallelism() + 1, 3))
const startedAt = Date.now()
const results = new Map()
const running = new Set()

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * The whole machine's busy and total CPU time so far (Linux /proc/stat, in clock ticks), or null elsewhere.
 * A stage's own CPU misses what its tree does not reap (the browsers' renderer processes, the PostgreSQL
 * server's backends): the machine's busy cores during a stage tell whether the run was bound by CPU.
 */
function machineTicks() {
  if (!existsSync('/proc/stat')) return null
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0)
  return { busy: total - idle, total }
}
const machineAtStart = machineTicks()
const cores = availableParallelism()
/** Average busy cores of the whole machine between two readings of machineTicks. */
const busyCores = (from, to) => (from && to && to.total > from.total ? ((to.busy - from.busy) / (to.total - from.total)) * cores : null)

/** bash's `times` line for its children ("1m2.345s 0m6.789s": user, system) as CPU milliseconds. */
function cpuMillisFrom(timesOutput) {
  const line = timesOutput.trim().split('\n')[1] ?? ''
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, secs]) => (Number(minutes) * 60 + Number(secs)) * 1000)
  return parts.length === 2 ? parts[0] + parts[1] : null
}

function run(stage) {
  return new Promise((resolve) => {
    const began = Date.now()
    const machineBefore = machineTicks()
    console.info(`\n▶ ${stage.name} (${stage.command.join(' ')})`)
    // Each stage runs under bash, whose `times` then tells the CPU its whole process tree used: CPU time
    // beside wall time shows whether a stage keeps the cores busy or waits (room to run another beside it).
    const cpuFile = join(tmpdir(), `acolhe-stage-${process.pid}-${stage.name.replace(/\W+/g, '-')}.cpu`)
    const child = spawn('bash', ['-c', '"$@"; status=$?; times > "$STAGE_CPU_FILE"; exit $status', 'stage', ...stage.command], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(stage.env ?? {}), FORCE_COLOR: '0', STAGE_CPU_FILE: cpuFile },
    })
    // Parallel stages would interleave their lines; each line carries its stage's name.
    const prefix = `[${stage.name}] `
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) process.stdout.write(prefix + line + '\n')
      })
      stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'))
    }
    child.once('exit', (code, signal) => {
      const ok = code === 0
      const took = Date.now() - began
      let cpu = null
      try {
        cpu = cpuMillisFrom(readFileSync(cpuFile, 'utf8'))
        rmSync(cpuFile, { force: true })
      } catch {
        // A stage killed before bash wrote its times: the wall time alone is reported.
      }
      results.set(stage.name, { ok, took, cpu, skipped: false, machine: busyCores(machineBefore, machineTicks()) })
      console.info(`${ok ? '✔' : '✘'} ${stage.name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(took)}${cpu === null ? '' : ` (CPU ${seconds(cpu)})`}`)
      resolve()
    })
  })
}

let failed = false
const pending = [...stages]
await new Promise((done) => {
  const next = () => {
    for (const stage of [...pending]) {
      if (running.size >= slots) break
      const needs = stage.needs ?? []
      if (needs.some((name) => results.get(name) && !results.get(name).ok)) {
        pending.splice(pending.indexOf(stage), 1)
        results.set(stage.name, { ok: false, took: 0, skipped: true })
        continue
      }
      if (failed || !needs.every((name) => results.get(name)?.ok)) continue
      pending.splice(pending.indexOf(stage), 1)
      const promise = run(stage).then(() => {
        running.delete(promise)
        if (!results.get(stage.name).ok) failed = true
        next()
      })
      running.add(promise)
    }
    if (running.size === 0) {
      for (const stage of pending) results.set(stage.name, { ok: false, took: 0, skipped: true })
      done()
    }
  }
  next()
})

console.info(`\nStage durations (wall clock; CPU of the stage's processes; their average cores; the whole machine's busy cores of ${cores} meanwhile, other stages included):`)
for (const stage of stages) {
  const result = results.get(stage.name)
  const state = result.skipped ? 'skipped' : result.ok ? 'passed' : 'FAILED'
  const cpu = result.cpu == null ? '' : `  CPU ${seconds(result.cpu).padStart(8)}  ${(result.cpu / Math.max(result.took, 1)).toFixed(2)} cores`
  const machine = result.machine == null ? '' : `  machine ${result.machine.toFixed(2)}`
  console.info(`  ${stage.name.padEnd(24)} ${state.padEnd(8)} ${result.skipped ? '' : seconds(result.took).padStart(8)}${cpu}${machine}`)
}
const machineWhole = busyCores(machineAtStart, machineTicks())
console.info(`  ${'total (wall clock)'.padEnd(24)} ${''.padEnd(8)} ${seconds(Date.now() - startedAt)}${machineWhole == null ? '' : `  machine ${machineWhole.toFixed(2)} of ${cores} cores busy`}`)
process.exit([...results.values()].every((r) => r.ok) ? 0 : 1)
