// Runs before `npm start`, `npm run admin`, `db:migrate` and `db:seed` (npm's pre-scripts). In a source
// checkout with the development tools installed it builds what changed since the last build, so
// `npm install && npm start` works on a laptop. In a release (`npm run release`: compiled files, no
// sources, production dependencies only) there is nothing to build: it checks the compiled files are
// there and steps aside, so the command that follows runs node on them directly (decision 073).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(import.meta.url), '../..')
const compiled = ['apps/api/dist/server.js', 'apps/api/dist/admin.js', 'apps/web/dist/index.html']
const isSourceCheckout = existsSync(join(root, 'apps/api/src')) && existsSync(join(root, 'apps/web/src'))

function hasBuildTools() {
  const require = createRequire(join(root, 'apps/web/package.json'))
  try {
    require.resolve('vite')
    require.resolve('esbuild', { paths: [join(root, 'apps/api')] })
    return true
  } catch {
    return false
  }
}

if (isSourceCheckout && hasBuildTools()) {
  // Both stamps are checked here, in this process; a build script runs only for what changed (a restart
  // of an unchanged checkout used to start two more Node processes to learn that nothing had).
  const { apiBuild, buildState, webBuild } = await import('./lib/build-inputs.mjs')
  for (const build of [webBuild, apiBuild]) {
    if (buildState(build).upToDate) {
      console.info(`${build.name}: up to date with its sources; not rebuilding`)
      continue
    }
    const run = spawnSync(process.execPath, [join(root, build.script)], { stdio: 'inherit' })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
} else {
  const missing = compiled.filter((file) => !existsSync(join(root, file)))
  if (missing.length > 0) {
    console.error(`Acolhe is not built (missing ${missing.join(', ')}): run \`npm ci && npm run build\` (or \`npm run release\`) with the development dependencies first.`)
    process.exit(1)
  }
}
