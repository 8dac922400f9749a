// Builds the web app only when what it is built from changed since the last build: its sources, the
// shared package, the build configuration and the lockfile. `npm start` and the browser tests call it,
// so a restart of an unchanged checkout serves at once instead of rebuilding for a minute.
// `npm run build` always builds. Exit code: the build's, or 0 when nothing changed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(import.meta.url), '../..')
// Vite always writes here (WEB_DIST_DIR only tells the server where to read a build from).
const dist = join(root, 'apps/web/dist')
// Kept outside the served folder, with the other build caches.
const stampFile = join(root, 'node_modules/.cache/acolhe/web-build.sha256')
const inputs = ['apps/web', 'packages/shared', 'package-lock.json']
const skipped = new Set(['node_modules', 'dist'])

function* filesUnder(path) {
  if (statSync(path).isFile()) {
    yield path
    return
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped.has(entry.name)) continue
    yield* filesUnder(join(path, entry.name))
  }
}

const hash = createHash('sha256')
for (const input of inputs) {
  for (const file of filesUnder(join(root, input))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
}
const sourceHash = hash.digest('hex')

if (existsSync(join(dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash) {
  console.info('web: the build is up to date with its sources; not rebuilding')
  process.exit(0)
}
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
if (build.status === 0) {
  mkdirSync(join(stampFile, '..'), { recursive: true })
  writeFileSync(stampFile, sourceHash)
}
process.exit(build.status ?? 1)
