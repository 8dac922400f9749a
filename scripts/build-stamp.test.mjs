import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourceHash } from './lib/build-stamp.mjs'

// The "build only when the sources changed" hash (scripts/lib/build-stamp.mjs): what a build writes inside
// its own inputs must not make the next check call it stale.
const folders = []
function checkout() {
  const base = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  folders.push(base)
  const write = (path, text) => {
    mkdirSync(dirname(join(base, path)), { recursive: true })
    writeFileSync(join(base, path), text)
  }
  write('apps/web/src/main.tsx', 'export const a = 1\n')
  write('packages/shared/src/texts.ts', 'export const b = 2\n')
  return { base, write }
}
const inputs = ['apps/web', 'packages/shared']

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('sourceHash', () => {
  it('is the same after a build wrote dist, dist-server and installed packages inside the inputs', () => {
    const { base, write } = checkout()
    const before = sourceHash(inputs, base)
    write('apps/web/dist/index.html', '<!doctype html>')
    write('apps/web/dist-server/entry-server.js', 'export {}')
    write('packages/shared/node_modules/x/index.js', '')
    expect(sourceHash(inputs, base)).toBe(before)
  })

  it('changes when a source file changes or is added', () => {
    const { base, write } = checkout()
    const before = sourceHash(inputs, base)
    write('apps/web/src/main.tsx', 'export const a = 2\n')
    const edited = sourceHash(inputs, base)
    expect(edited).not.toBe(before)
    write('packages/shared/src/new.ts', '')
    expect(sourceHash(inputs, base)).not.toBe(edited)
  })
})
