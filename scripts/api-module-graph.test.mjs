import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apiModuleDependencies, assertAcyclic } from './lib/module-graph.mjs'

// The API's module graph is linted (decision 079): an import of a module not declared in
// apiModuleDependencies is an error, and a declared cycle stops the lint before it starts.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

/** The import-boundary messages ESLint gives a file with `source` at `path` (relative to the repository). */
async function boundaryMessages(path, source) {
  const [result] = await eslint.lintText(source, { filePath: `${ROOT}/${path}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

// Loading ESLint's configuration (typescript-eslint) the first time takes seconds of CPU: on a busy
// machine more than Vitest's default 5 s, so these tests get a wide limit (a bound, not a measurement).
describe("the API's module graph", { timeout: 120_000 }, () => {
  it('refuses an import of a module the importer does not declare', async () => {
    const [message] = await boundaryMessages('apps/api/src/modules/scheduling/fixture.ts', "import { pauseSeriesAfterUnpaid } from '../series/unpaid-pause'\nexport const x = pauseSeriesAfterUnpaid\n")
    expect(message).toMatch(/'scheduling' module imports only itself/)
    const fromNested = await boundaryMessages('apps/api/src/modules/ledger/nested/fixture.ts', "import { lockSession } from '../../scheduling/lifecycle/lifecycle.service'\nexport const x = lockSession\n")
    expect(fromNested).toHaveLength(1)
  })

  it('lets a module import what it declares, and keeps the ORM rule beside the graph rule', async () => {
    expect(await boundaryMessages('apps/api/src/modules/series/fixture.ts', "import { lockSession } from '../scheduling/lifecycle/lifecycle.service'\nexport const x = lockSession\n")).toEqual([])
    const orm = await boundaryMessages('apps/api/src/modules/series/fixture.ts', "import { sql } from 'drizzle-orm'\nexport const x = sql\n")
    expect(orm).toEqual([expect.stringMatching(/Only \*\.repository\.ts files/)])
    // A repository may use the ORM, but not an undeclared module.
    expect(await boundaryMessages('apps/api/src/modules/ledger/fixture.repository.ts', "import { sql } from 'drizzle-orm'\nexport const x = sql\n")).toEqual([])
    expect(await boundaryMessages('apps/api/src/modules/ledger/fixture.repository.ts', "import { x as y } from '../payments/payments.repository'\nexport const x = y\n")).toHaveLength(1)
  })

  it('has no cycle, and declaring one is refused', () => {
    expect(() => assertAcyclic(apiModuleDependencies, 'API modules')).not.toThrow()
    const withLoop = { ...apiModuleDependencies, scheduling: [...apiModuleDependencies.scheduling, 'series'] }
    expect(() => assertAcyclic(withLoop, 'API modules')).toThrow(/cycle: .*scheduling → series → scheduling|cycle: .*series → scheduling → series/)
  })
})
