// The timeline a Playwright worker runs on (decision 032). e2e/run.mjs pins each group of servers at one
// instant and passes every group as E2E_TIMELINES (JSON: [{ now, servers, services, banks }]); each Playwright
// project runs its spec files on one timeline (its `timeline` option), and a worker serves one project
// only. The worker fixture (fixtures.ts) records the worker's timeline in the environment before any test
// runs, so helpers read the instant and the addresses lazily, from any module.

/** The fake PSP beside a server of an API Pix project (support/fake-pix-psp.mjs): its controls. */
export type Bank = { control: string; e2e: string }
type Timeline = { now: string; servers: string[]; services: string[]; banks?: (Bank | null)[] }

/** Keep in step with DEFAULT_NOW of e2e/run.mjs: a Wednesday morning in Brasília. */
const DEFAULT_NOW = '2026-12-02T09:10:00-03:00'
const WORKER_TIMELINE = 'E2E_WORKER_TIMELINE'

function timelines(): Timeline[] {
  const given = process.env.E2E_TIMELINES
  if (!given) throw new Error('E2E_TIMELINES is not set: run the browser tests through e2e/run.mjs')
  return JSON.parse(given) as Timeline[]
}

function current(): Timeline {
  const all = timelines()
  const timeline = all[Number(process.env[WORKER_TIMELINE] ?? 0)]
  if (!timeline) throw new Error(`no timeline ${process.env[WORKER_TIMELINE]} among the ${all.length} of E2E_TIMELINES`)
  return timeline
}

/**
 * This worker's place in a timeline's lists: its parallel index, or 0 on a timeline of one server (an API
 * Pix project's, run.mjs): that project runs one test at a time (its `workers: 1`), whichever slot it takes.
 */
function serverIndex(list: unknown[]): number {
  return list.length === 1 ? 0 : Number(process.env.TEST_PARALLEL_INDEX ?? 0)
}

function nth(list: string[], what: string): string {
  const index = serverIndex(list)
  const item = list[index]
  if (!item) throw new Error(`no ${what} for parallel worker ${index} (${list.length} given): run the browser tests through e2e/run.mjs`)
  return item
}

/** Makes this worker process run on timeline `index` (done once per worker by the fixtures). */
export function useTimeline(index: number): void {
  process.env[WORKER_TIMELINE] = String(index)
}

/** The instant every test of this worker starts at (time then flows on, in the server and the browser). */
export function pinnedNow(): Date {
  const now = new Date(process.env.E2E_TIMELINES ? current().now : DEFAULT_NOW)
  if (Number.isNaN(now.getTime())) throw new Error(`the timeline's instant is not an instant: ${current().now}`)
  return now
}

/** This worker's own server (one per parallel worker and timeline: no two running tests share one). */
export function serverUrl(): string {
  return nth(current().servers, 'server')
}

/** The SMTP and local Google of this worker's server (support/mail-and-google.ts). */
export function servicesUrl(): string {
  return nth(current().services, 'services')
}

/** The fake PSP beside this worker's server: only the API Pix projects' servers have one (run.mjs). */
export function bankUrls(): Bank {
  const banks = current().banks ?? []
  const bank = banks[serverIndex(banks)]
  if (!bank) throw new Error('this server has no fake PSP: list the spec in PIX_PROVIDER_SPECS of e2e/run.mjs')
  return bank
}
