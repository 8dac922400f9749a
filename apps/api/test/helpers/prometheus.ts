import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './server-process'

/** Debian's Prometheus, when installed (`.ci/run` installs it). */
export const prometheusPath = ['/usr/bin/prometheus', '/usr/sbin/prometheus'].find((path) => existsSync(path))

export type PromSample = { metric: Record<string, string>; value: [number, string] }

/**
 * A Prometheus of the test's own on a free port, scraping `targets` (host:port) every second at
 * /metrics with `token` as a bearer token, as docs/operations.md tells an operator to configure it.
 */
export async function startPrometheus(targets: string[], token: string) {
  if (!prometheusPath) throw new Error('Prometheus is not installed (apt-get install -y prometheus)')
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'acolhe-prometheus-'))
  const config = join(folder, 'prometheus.yml')
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: acolhe',
      '    authorization:',
      `      credentials: ${token}`,
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  )
  const log: string[] = []
  const child = spawn(prometheusPath, [`--config.file=${config}`, `--storage.tsdb.path=${join(folder, 'data')}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}): ${log.join('')}`)
    if (Date.now() > deadline) throw new Error(`prometheus did not get ready: ${log.join('')}`)
    try {
      if ((await fetch(`${baseUrl}/-/ready`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  /** An instant query through Prometheus's HTTP API. */
  const query = async (promql: string): Promise<PromSample[]> => {
    const answer = (await (await fetch(`${baseUrl}/api/v1/query?query=${encodeURIComponent(promql)}`)).json()) as { status: string; data?: { result: PromSample[] }; error?: string }
    if (answer.status !== 'success') throw new Error(`query ${promql} failed: ${answer.error ?? answer.status}`)
    return answer.data?.result ?? []
  }

  return {
    baseUrl,
    log,
    query,
    /** Queries until `accept` holds or `timeoutMs` passes; returns the last answer. */
    async queryUntil(promql: string, accept: (result: PromSample[]) => boolean, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs
      for (;;) {
        const result = await query(promql)
        if (accept(result) || Date.now() > until) return result
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
