// Compiles the API to plain JavaScript (apps/api/dist) only when its sources, the shared package or the
// lockfile changed since the last build (docs/decisions/047-compiled-api-start.md). `npm start` runs the
// compiled server, so a restart does not compile TypeScript on the fly, and a release runs it with
// production dependencies only (decision 073). `--force` always builds.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { root, writeStamp } from './lib/build-stamp.mjs'
import { apiBuild, buildState } from './lib/build-inputs.mjs'

const api = join(root, 'apps/api')
const dist = join(api, 'dist')
const { hash, upToDate } = buildState(apiBuild)

if (!process.argv.includes('--force') && upToDate) {
  console.info('api: the compiled server is up to date with its sources; not rebuilding')
  process.exit(0)
}

// Installed packages stay imports (native modules, PGlite's data files); only our own code, the shared
// package included, is bundled.
const { dependencies } = JSON.parse(readFileSync(join(api, 'package.json'), 'utf8'))
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@acolhe/'))
  .flatMap((name) => [name, `${name}/*`])

// Loaded only when there is something to build: an up-to-date check need not pay for esbuild.
const { build } = await import('esbuild')
rmSync(dist, { recursive: true, force: true })
await build({
  // The server and the command-line tools: a release has no TypeScript runner (decision 073). Each is a
  // bundle of its own beside the others, so each finds the migrations at dist/migrations.
  entryPoints: {
    server: join(api, 'src/server.ts'),
    admin: join(api, 'src/cli/admin.ts'),
    migrate: join(api, 'src/cli/migrate.ts'),
    seed: join(api, 'src/cli/seed.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
})
// The migrator reads its SQL files next to the code (db/client.ts: `import.meta.dirname`/migrations).
cpSync(join(api, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true })
writeStamp('api', hash)
console.info('api: compiled to apps/api/dist')
