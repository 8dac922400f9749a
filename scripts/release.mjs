// `npm run release`: everything a server needs, and nothing it does not (decision 073). Builds what
// changed (the web app, the compiled API and its command-line tools), then copies into one folder the
// compiled files, the manifests and lockfile that `npm ci --omit=dev` installs the production
// dependencies from, the deploy/ files, the changelog and the operator's guide. No sources, no
// TypeScript runner, no build tools: the server starts with `node apps/api/dist/server.js`.
//
//   npm run release                      release/acolhe-<version>/ and release/acolhe-<version>.tar.gz
//   npm run release -- --out DIR         the folder only, at DIR (the container build and the tests)
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from './lib/build-stamp.mjs'

// What the release holds, relative to the repository (folders copied whole).
export const RELEASE_FILES = [
  'package.json',
  'package-lock.json',
  '.nvmrc',
  'CHANGELOG.md',
  'docs/deploy.md',
  'deploy',
  'scripts/build-if-source-checkout.mjs',
  'packages/shared/package.json',
  'apps/api/package.json',
  'apps/api/dist',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/web/dist-server',
]

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

for (const script of ['scripts/build-web-if-changed.mjs', 'scripts/build-api-if-changed.mjs']) {
  const run = spawnSync(process.execPath, [join(root, script)], { stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

const out = values.out ? resolve(values.out) : join(root, 'release', `acolhe-${version}`)
if (existsSync(out) && readdirSync(out).length > 0) {
  if (values.out) {
    console.error(`release: ${out} is not empty`)
    process.exit(1)
  }
  rmSync(out, { recursive: true })
}
for (const file of RELEASE_FILES) {
  mkdirSync(dirname(join(out, file)), { recursive: true })
  cpSync(join(root, file), join(out, file), { recursive: true })
}
console.info(`release: Acolhe ${version} assembled in ${out}`)

if (!values.out) {
  const tarball = `${out}.tar.gz`
  const tar = spawnSync('tar', ['-czf', tarball, '-C', dirname(out), `acolhe-${version}`], { stdio: 'inherit' })
  if (tar.status !== 0) process.exit(tar.status ?? 1)
  console.info(`release: ${tarball}`)
}
