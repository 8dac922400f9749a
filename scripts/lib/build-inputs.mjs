// What each "build only when the sources changed" script reads and writes, in one place: the scripts
// build from it, and `npm start`'s pre-step (build-if-source-checkout.mjs) checks both stamps in its own
// process, so a restart of an unchanged checkout starts no build script at all (decision 109).
import { join } from 'node:path'
import { isUpToDate, root, sourceHash } from './build-stamp.mjs'

export const webBuild = {
  name: 'web',
  script: 'scripts/build-web-if-changed.mjs',
  // Vite always writes to apps/web/dist (WEB_DIST_DIR only tells the server where to read a build from).
  output: join(root, 'apps/web/dist/index.html'),
  inputs: ['apps/web', 'packages/shared', 'package-lock.json'],
}

export const apiBuild = {
  name: 'api',
  script: 'scripts/build-api-if-changed.mjs',
  output: join(root, 'apps/api/dist/admin.js'),
  inputs: ['apps/api/src', 'apps/api/package.json', 'packages/shared', 'package-lock.json', 'scripts/build-api-if-changed.mjs'],
}

/** The build's source hash, and whether its last build was made from exactly those sources. */
export function buildState(build) {
  const hash = sourceHash(build.inputs)
  return { hash, upToDate: isUpToDate(build.name, build.output, hash) }
}
