// `npm run typecheck`: the TypeScript programs of the repository, checked side by side with TypeScript 7's
// native compiler (scripts/lib/type-checker.mjs, decision 127). Node code with the base options is one
// program (tsconfig.typecheck-node.json: shared package, API and its tests, benchmarks), so each of those
// files is checked once; the web app and the browser journeys have their own options (DOM, JSX). Prints
// each program's time; exits 1 if any fails.
import { checkProgram } from './lib/type-checker.mjs'

const programs = [
  ['node (shared, API, bench)', 'tsconfig.typecheck-node.json'],
  ['web', 'apps/web'],
  ['e2e', 'e2e'],
]

const results = await Promise.all(
  programs.map(async ([name, project]) => {
    const began = Date.now()
    const { ok, output } = await checkProgram(project)
    // Each program's errors are printed together, not interleaved with another's.
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
    console.info(`type-check ${name}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - began) / 1000).toFixed(1)} s`)
    return ok
  }),
)
process.exit(results.every(Boolean) ? 0 : 1)
