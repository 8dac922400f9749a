import { describe, expect, it } from 'vitest'
import { startFakePsp } from '../e2e/support/start-fake-psp.mjs'

// The journeys' fake PSP start (e2e/support/start-fake-psp.mjs): a process that never prints its addresses
// must fail the start within the bound, with what it printed, and be killed; not hang the journey run.
const node = process.execPath
const ignore = () => {}

describe('startFakePsp', () => {
  it('fails within the bound, with the output, and kills a PSP that never prints its addresses', async () => {
    // A shell, not Node: it prints within milliseconds even on a loaded machine, where starting Node took
    // over the 1 s bound and the output was empty. `exec` keeps the printed pid the process that is killed.
    const started = startFakePsp({ command: '/bin/sh', args: ['-c', 'echo "still compiling, pid $$" >&2; exec sleep 1000'], env: process.env, keep: ignore, startMs: 1_000 })
    const error = await started.then(() => null, (reason) => reason)
    expect(String(error)).toMatch(/did not print its addresses within 1 s; its output:\nstill compiling, pid \d+/)
    const pid = Number(/pid (\d+)/.exec(String(error))?.[1])
    // Killed: signal 0 finds no such process once it is reaped.
    await expect.poll(() => { try { process.kill(pid, 0); return 'running' } catch { return 'gone' } }).toBe('gone')
  })

  it('fails with the output when the PSP exits before it listens', async () => {
    const started = startFakePsp({ command: node, args: ['-e', "console.error('EADDRINUSE'); process.exit(3)"], env: process.env, keep: ignore, startMs: 30_000 })
    await expect(started).rejects.toThrow(/exited \(code 3\) before it listened; its output:\nEADDRINUSE/)
  })

  it('resolves with the printed addresses and the running process', async () => {
    const line = JSON.stringify({ apiUrl: 'http://127.0.0.1:1/api', controlUrl: 'http://127.0.0.1:1/control' })
    const psp = await startFakePsp({ command: node, args: ['-e', `console.log(${JSON.stringify(line)}); setInterval(() => {}, 1000)`], env: process.env, keep: ignore, startMs: 30_000 })
    try {
      expect(psp.apiUrl).toBe('http://127.0.0.1:1/api')
      expect(psp.child.exitCode).toBeNull()
    } finally {
      psp.child.kill('SIGKILL')
    }
  })
})
