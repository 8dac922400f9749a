// What the browser journeys cost in CPU (decision 120): runs `node e2e/run.mjs [args]` and prints its wall
// time, the CPU-seconds of everything it started (Chromium's renderers included) and of the Chromium
// processes alone, and the machine's busy CPU-seconds over the same span (every process, other sessions'
// too). Usage: `node bench/ci/e2e-cpu.mjs [--label=name] [spec files and Playwright args]`, with the
// journeys' usual environment (E2E_DATABASE_URL, E2E_RETRIES, E2E_ROTATION, ...).
//
// Why not the shell's `times` or the stage table: Chromium's renderers are started by the browser's zygote
// and never reaped by the run's own tree, so they are missing there. Counted two ways:
// - a cgroup v1 `cpuacct` group of its own (exact: it keeps every exited process's CPU) when
//   /sys/fs/cgroup/cpuacct is writable (root);
// - always, /proc sampled every 0.5 s: the processes descending from the run, each one's largest
//   utime + stime seen (a process's last half second before it exits is lost, so this is a floor).
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const TICKS_PER_SECOND = 100
const labelArg = process.argv.find((arg) => arg.startsWith('--label='))
const label = labelArg ? labelArg.slice('--label='.length) : 'run'
const runArgs = process.argv.slice(2).filter((arg) => arg !== labelArg)

/** The machine's busy and total ticks from /proc/stat's first line (busy = all but idle and iowait). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0)
  return { busy: total - fields[3] - fields[4], total }
}

/** Every process: pid -> { ppid, name, cpu ticks } (a process that exits while being read is skipped). */
function processTable() {
  const table = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // After the name: state, ppid, ... utime (index 11) and stime (index 12), in clock ticks.
      table.set(Number(entry), { ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // gone meanwhile
    }
  }
  return table
}

/** A cpuacct group for the run, or null when cgroup v1's cpuacct is not there or not writable. */
function makeCgroup() {
  const path = `/sys/fs/cgroup/cpuacct/e2e-cpu-${process.pid}`
  try {
    mkdirSync(path)
    return path
  } catch {
    return null
  }
}

function cgroupSeconds(path) {
  const stat = Object.fromEntries(readFileSync(join(path, 'cpuacct.stat'), 'utf8').trim().split('\n').map((line) => line.split(' ')))
  return { user: Number(stat.user) / TICKS_PER_SECOND, system: Number(stat.system) / TICKS_PER_SECOND }
}

const cgroup = makeCgroup()
const machineBefore = machineTicks()
const started = Date.now()
// The shell joins the group before it becomes the run, so every process the run starts is counted there.
const command = `${cgroup ? `echo $$ > ${cgroup}/cgroup.procs && ` : ''}exec "$0" "$@"`
const child = spawn('sh', ['-c', command, process.execPath, join(root, 'e2e/run.mjs'), ...runArgs], { cwd: root, stdio: 'inherit' })

const seen = new Map()
function sample() {
  const table = processTable()
  const ours = new Set([child.pid])
  // Parents first is not guaranteed by pid order, so grow the set until it stops growing.
  for (let grown = true; grown; ) {
    grown = false
    for (const [pid, info] of table) {
      if (!ours.has(pid) && ours.has(info.ppid)) {
        ours.add(pid)
        grown = true
      }
    }
  }
  for (const pid of ours) {
    const info = table.get(pid)
    if (!info) continue
    const before = seen.get(pid)
    seen.set(pid, { name: info.name, kind: before && before.kind !== 'chromium browser' ? before.kind : kindOf(pid, info.name), ticks: Math.max(before?.ticks ?? 0, info.ticks) })
  }
}
/** A Chromium process's role (its `--type=`: renderer, gpu-process, utility, zygote; none is the browser), else its name. */
function kindOf(pid, name) {
  if (!name.startsWith('chrom') && !name.startsWith('headless')) return name
  try {
    const type = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).find((arg) => arg.startsWith('--type='))
    return `chromium ${type ? type.slice('--type='.length) : 'browser'}`
  } catch {
    return 'chromium'
  }
}

const sampler = setInterval(sample, 500)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal))

const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)))
clearInterval(sampler)
const wall = (Date.now() - started) / 1000
const machineAfter = machineTicks()
let sampledAll = 0
let sampledChromium = 0
let chromiumProcesses = 0
const byKind = {}
for (const { name, kind, ticks } of seen.values()) {
  sampledAll += ticks
  byKind[kind] = Number(((byKind[kind] ?? 0) + ticks / TICKS_PER_SECOND).toFixed(1))
  if (name.startsWith('chrom') || name.startsWith('headless')) {
    sampledChromium += ticks
    chromiumProcesses += 1
  }
}
const group = cgroup ? cgroupSeconds(cgroup) : null
if (cgroup) {
  try {
    rmdirSync(cgroup)
  } catch {
    // a process of the run outlived it: the group stays, empty once that process exits
  }
}
const machineBusy = (machineAfter.busy - machineBefore.busy) / TICKS_PER_SECOND
const machineTotal = (machineAfter.total - machineBefore.total) / TICKS_PER_SECOND
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const result = {
  label,
  exitCode: code,
  wallSeconds: Number(wall.toFixed(1)),
  cgroupCpuSeconds: group ? Number((group.user + group.system).toFixed(1)) : null,
  cgroupUserSeconds: group ? Number(group.user.toFixed(1)) : null,
  cgroupSystemSeconds: group ? Number(group.system.toFixed(1)) : null,
  sampledCpuSeconds: Number((sampledAll / TICKS_PER_SECOND).toFixed(1)),
  sampledChromiumCpuSeconds: Number((sampledChromium / TICKS_PER_SECOND).toFixed(1)),
  chromiumProcesses,
  sampledByKind: byKind,
  machineBusySeconds: Number(machineBusy.toFixed(1)),
  machineBusyShare: Number((machineBusy / machineTotal).toFixed(2)),
  loadAverageAtEnd: load,
}
console.info(`e2e-cpu: ${JSON.stringify(result)}`)
if (process.env.E2E_CPU_LOG) writeFileSync(process.env.E2E_CPU_LOG, `${JSON.stringify(result)}\n`, { flag: 'a' })
process.exit(code)
