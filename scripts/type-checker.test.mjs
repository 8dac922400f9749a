import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { checkProgram, runTypeScript7 } from './lib/type-checker.mjs'

// `npm run typecheck` relies on this checker failing a program with a type error: a checker that passed
// everything (a wrong executable, a flag that turned checking off) would let every error through.
const folders = []
function program(source) {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-type-checker-'))
  folders.push(dir)
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', target: 'es2022', noEmit: true }, files: ['main.ts'] }))
  writeFileSync(join(dir, 'main.ts'), source)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the type checker (TypeScript 7)', () => {
  it('is TypeScript 7', async () => {
    const { ok, output } = await runTypeScript7(['--version'])
    expect(ok).toBe(true)
    expect(output).toMatch(/^Version 7\./)
  })

  it('passes a correct program and fails one with a type error, naming the error', async () => {
    expect(await checkProgram(program('export const total: number = 1 + 2\n'))).toEqual({ ok: true, output: '' })
    const failed = await checkProgram(program("export const total: number = 'três'\n"))
    expect(failed.ok).toBe(false)
    // Plain ("main.ts(1,14): error …") or, where the checker decides the output is a terminal or colours are
    // asked for, pretty ("main.ts:1:14 - error …" with colour codes): the same error either way.
    const plain = stripVTControlCharacters(failed.output)
    expect(plain).toMatch(/main\.ts(\(1,14\):|:1:14 -) error TS2322: Type 'string' is not assignable to type 'number'\./)
  })
})
