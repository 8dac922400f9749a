// The type checker of `npm run typecheck`: TypeScript 7, the native compiler (decision 127), installed as
// `typescript-7` beside TypeScript 6 (`typescript`, which typescript-eslint needs to parse). Both packages
// name their command `tsc`, so which one `npx tsc` runs depends on the order npm linked them: this runs
// TypeScript 7's by its path (a small Node script that starts the platform's native executable).
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc')

/**
 * Runs TypeScript 7's `tsc` with `args`; resolves to whether it exited 0 and what it printed.
 */
export function runTypeScript7(args, { cwd = process.cwd() } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', (error) => resolve({ ok: false, output: String(error) }))
    child.once('exit', (code) => resolve({ ok: code === 0, output }))
  })
}

/**
 * Checks one TypeScript program (a tsconfig file or a folder holding one) without emitting. One thread:
 * the programs run side by side anyway, beside lint and the build, and one thread each used half the CPU
 * of the checker's default (decision 127).
 */
export function checkProgram(project, options) {
  return runTypeScript7(['-p', project, '--noEmit', '--singleThreaded'], options)
}
