// What the "build only when the sources changed" scripts share: a hash of every file a build reads, and
// a stamp file holding the hash of the sources the last successful build was made from.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(fileURLToPath(import.meta.url), '../../..')
// Installed packages and build output: the web build writes apps/web/dist-server (its server bundle,
// decision 116) inside its own inputs, and a hash that counted it called every build stale, so the next
// "if changed" build (the release test's, in CI) rebuilt the web and then the API, removing apps/api/dist
// while other tests ran it.
const skipped = new Set(['node_modules', 'dist', 'dist-server'])

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

/** The hash of the files under `inputs` (paths relative to `base`, the repository by default), names and contents. */
export function sourceHash(inputs, base = root) {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of filesUnder(join(base, input))) {
      hash.update(relative(base, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

/** The stamp of build `name`, kept outside the served folders, with the other build caches. */
function stampFile(name) {
  return join(root, `node_modules/.cache/acolhe/${name}-build.sha256`)
}

/** True when `output` exists and the last build of `name` was made from sources hashing to `hash`. */
export function isUpToDate(name, output, hash) {
  return existsSync(output) && existsSync(stampFile(name)) && readFileSync(stampFile(name), 'utf8') === hash
}

export function writeStamp(name, hash) {
  mkdirSync(join(stampFile(name), '..'), { recursive: true })
  writeFileSync(stampFile(name), hash)
}
