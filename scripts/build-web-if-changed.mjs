// Builds the web app only when what it is built from changed since the last build: its sources, the
// shared package, the build configuration and the lockfile. `npm start` and the browser tests call it,
// so a restart of an unchanged checkout serves at once instead of rebuilding for a minute.
// `npm run build` always builds. Exit code: the build's, or 0 when nothing changed.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { isUpToDate, root, sourceHash, writeStamp } from './lib/build-stamp.mjs'

// Vite always writes here (WEB_DIST_DIR only tells the server where to read a build from).
const dist = join(root, 'apps/web/dist')
const hash = sourceHash(['apps/web', 'packages/shared', 'package-lock.json'])

if (isUpToDate('web', join(dist, 'index.html'), hash)) {
  console.info('web: the build is up to date with its sources; not rebuilding')
  process.exit(0)
}
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
if (build.status === 0) writeStamp('web', hash)
process.exit(build.status ?? 1)
