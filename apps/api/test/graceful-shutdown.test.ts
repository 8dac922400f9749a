import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from './helpers/server-process'

// A real server process (embedded database) receiving SIGTERM, as an orchestrator or a balancer's
// rolling restart sends it: it leaves the pool first, then stops cleanly (docs/deploy.md).
describe('SIGTERM drains the instance before it stops', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-shutdown-'))
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 on /api/health/ready during SHUTDOWN_DRAIN_SECONDS while still serving, then exits 0', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '0', SHUTDOWN_DRAIN_SECONDS: '3' })
    expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200)
    const exitCode = new Promise<number | null>((resolve) => server?.child.once('exit', (code) => resolve(code)))
    server.child.kill('SIGTERM')
    // Poll until the instance says it is leaving (the signal is handled asynchronously).
    let ready = 200
    for (let i = 0; i < 40 && ready === 200; i++) {
      ready = (await fetch(`${server.baseUrl}/api/health/ready`)).status
      if (ready === 200) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(ready).toBe(503)
    // Requests in the meantime are still answered: the balancer may send a few more before it notices.
    const during = await fetch(`${server.baseUrl}/api/health`)
    expect(during.status).toBe(200)
    expect(await exitCode).toBe(0)
    // A fresh embedded database is migrated and seeded at start: slow on a busy two-core machine.
  }, 120_000)
})
