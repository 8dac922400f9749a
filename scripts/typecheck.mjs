// `npm run typecheck`: the TypeScript programs of the repository, checked side by side (tsc uses one core
// each). Node code with the base options is one program (tsconfig.typecheck-node.json: shared package, API
// and its tests, benchmarks), so each of those files is checked once; the web app and the browser journeys
// have their own options (DOM, JSX). Prints each program's time; exits 1 if any fails.
import { spawn } from 'node:child_process'

const programs = [
  ['node (shared, API, bench)', 'tsconfig.typecheck-node.json'],
  ['web', 'apps/web'],
  ['e2e', 'e2e'],
]

const results = await Promise.all(
  programs.map(
    ([name, project]) =>
      new Promise((resolve) => {
        const began = Date.now()
        const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.once('exit', (code) => {
          // Each program's errors are printed together, not interleaved with another's.
          if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
          console.info(`type-check ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - began) / 1000).toFixed(1)} s`)
          resolve(code === 0)
        })
      }),
  ),
)
process.exit(results.every(Boolean) ? 0 : 1)
