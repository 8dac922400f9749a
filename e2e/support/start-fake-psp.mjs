// Starts a fake PSP (support/fake-pix-psp.mjs) for a journey server of an API Pix project (e2e/run.mjs)
// and waits for the line where it prints its addresses and credentials, within a bound.
import { spawn } from 'node:child_process'

/**
 * A bound on the start, not a speed claim: the fake PSP compiles through tsx and listens within a few
 * seconds even on a loaded two-core machine. One journey run once hung here, with no bound and no message
 * (decision 117).
 */
export const FAKE_PSP_START_MS = 60_000

/**
 * Runs `command` (the fake PSP through tsx) with `env` and resolves with the JSON line it prints, plus the
 * child. Rejects, with what the process printed, when it exits first or prints nothing within `startMs`
 * (it is killed then). `keep` receives its output for the run's server logs.
 */
export function startFakePsp({ command, args, cwd, env, keep, startMs = FAKE_PSP_START_MS }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stderr.on('data', (chunk) => {
    err += chunk.toString()
    keep(chunk)
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the fake PSP did not print its addresses within ${startMs / 1000} s; its output:\n${out}${err}`))
    }, startMs)
    const onData = (chunk) => {
      out += chunk.toString()
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (!line || !out.includes('\n')) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      child.stdout.on('data', keep)
      resolve(Object.assign(JSON.parse(line), { child }))
    }
    child.stdout.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      // After a resolve or the timer's reject this changes nothing.
      reject(new Error(`the fake PSP exited (${signal ?? `code ${code}`}) before it listened; its output:\n${out}${err}`))
    })
  })
}
