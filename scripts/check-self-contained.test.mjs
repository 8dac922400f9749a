import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findMissingPaths, findOffenders, formatOffenders, REPOSITORY_ROOT, staleAllowlistEntries } from './check-self-contained.mjs'

// Decision 025: the repository explains itself. The first test is the check itself; the others prove it
// catches what it must, on a scratch folder of files written here.

describe('the repository is self-contained', () => {
  it('no line outside the allowlist cites a document outside the repository', () => {
    const offenders = findOffenders(REPOSITORY_ROOT)
    expect(offenders, `Point these at docs/product/ or docs/decisions/, or state the reason:\n${formatOffenders(offenders)}`).toEqual([])
  })

  it('every path and relative link a document names exists', () => {
    const missing = findMissingPaths(REPOSITORY_ROOT)
    expect(missing, `Point these at where the files are now:\n${formatOffenders(missing)}`).toEqual([])
  })

  it('every allowlisted folder still exists', () => {
    expect(staleAllowlistEntries(REPOSITORY_ROOT)).toEqual([])
  })
})

describe('findOffenders', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'self-contained-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const write = (path, text) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), text)
  }
  // Built from pieces, so this file never holds the phrases it looks for.
  const section = ['spec', '01', '§2'].join(' ')
  const decisionsFile = ['00', 'decisions.md'].join('-')
  const tracker = ['Issue', '9'].join(' ')
  const beside = ['..', 'shared', 'spec'].join('/')

  write('apps/web/src/a.tsx', `// Landing (${section}): hero\nconst a = 1\n`)
  write('packages/shared/src/b.ts', `const b = 2\n// the rule of ${decisionsFile}\n`)
  write('e2e/c.spec.ts', `// ${tracker}: the admin journeys\n`)
  write('docs/d.md', `Kept true to \`${beside}/03-operations.md\`.\n`)
  write('apps/api/src/moving/e.ts', `// (${section})\n`)
  write('apps/web/src/fine.ts', '// Points at docs/product/consultation-lifecycle.md and decision 005.\n')
  write('apps/web/node_modules/pkg/index.js', `// ${section}\n`)
  write('apps/web/src/image.png', `${section}`)

  it('lists every citation of an outside document with its file and line, case-insensitively', () => {
    const found = findOffenders(scratch, { allowlist: [] }).map(({ file, line }) => `${file}:${line}`)
    expect(found).toEqual(['apps/api/src/moving/e.ts:1', 'apps/web/src/a.tsx:1', 'docs/d.md:1', 'e2e/c.spec.ts:1', 'packages/shared/src/b.ts:2'])
  })

  it('skips allowlisted folders, dependencies and non-text files', () => {
    const found = findOffenders(scratch, { allowlist: ['apps/api/src/moving/'] }).map(({ file }) => file)
    expect(found).not.toContain('apps/api/src/moving/e.ts')
    expect(found).not.toContain('apps/web/node_modules/pkg/index.js')
    expect(found).not.toContain('apps/web/src/image.png')
    expect(found).not.toContain('apps/web/src/fine.ts')
  })

  it('reports allowlist entries whose folder is gone', () => {
    expect(staleAllowlistEntries(scratch, ['apps/api/src/moving/', 'apps/api/src/gone/'])).toEqual(['apps/api/src/gone/'])
  })
})

describe('findMissingPaths', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'doc-paths-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
  const write = (path, text) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), text)
  }
  write('apps/api/src/modules/ledger/ledger.service.ts', '// the ledger\n')
  write('docs/product/money.md', 'See `apps/api/src/modules/ledger/ledger.service.ts`.\nMoved: `apps/api/src/modules/payments/refund.ts`.\n[life](lifecycle.md) and [ok](money.md#top), [site](https://example.com/x)\n')
  write('docs/decisions/001-old.md', 'Then in `apps/api/src/gone.ts`.\n')
  write('docs/deploy.md', 'Build to `apps/api/dist/server.js`, name records `docs/decisions/NNN-title.md`.\n')
  write('README.md', 'Start at docs/product/missing.md.\n')

  it('names a path or a relative link that does not exist, with its file and line', () => {
    expect(findMissingPaths(scratch)).toEqual([
      { file: 'docs/product/money.md', line: 2, text: 'apps/api/src/modules/payments/refund.ts' },
      { file: 'docs/product/money.md', line: 3, text: 'lifecycle.md' },
      { file: 'README.md', line: 1, text: 'docs/product/missing.md' },
    ])
  })
})
