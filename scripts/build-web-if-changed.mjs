// Builds the web app only when what it is built from changed since the last build: its sources, the
// shared package, the build configuration and the lockfile. `npm start` and the browser tests call it,
// so a restart of an unchanged checkout serves at once instead of rebuilding for a minute.
// `npm run build` always builds. Exit code: the build's, or 0 when nothing changed.
import { spawnSync } from 'node:child_process'
import { root, writeStamp } from './lib/build-stamp.mjs'
import { buildState, webBuild } from './lib/build-inputs.mjs'

const { hash, upToDate } = buildState(webBuild)

if (upToDate) {
  console.info('web: the build is up to date with its sources; not rebuilding')
  process.exit(0)
}
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
if (build.status === 0) writeStamp('web', hash)
process.exit(build.status ?? 1)
