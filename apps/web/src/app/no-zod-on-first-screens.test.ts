import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Booking step 2 and the three homes render at once on a phone; building zod's schemas and checking
// answers with them was the largest single cost of that first render (decision 107). The web reads its
// server's answers by type only (`lib/answer-of.ts`), and forms load zod with their screens. This test
// follows the static imports (type-only ones left out: they are erased) from the app's start and from
// those screens' route modules, through the web's sources and the shared package, and fails naming the
// chain of files that would bring zod back into their first render.

const webSrc = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const sharedSrc = resolve(webSrc, '../../../packages/shared/src')
const routes = join(webSrc, 'app/routes')

const FIRST_RENDER = [
  join(webSrc, 'app/boot.tsx'),
  join(routes, 'booking/booking.tsx'),
  join(routes, 'patient/patient-shell.tsx'),
  join(routes, 'patient/home.tsx'),
  join(routes, 'professional/professional-shell.tsx'),
  join(routes, 'professional/home.tsx'),
  join(routes, 'admin/admin-shell.tsx'),
  join(routes, 'admin/dashboard.tsx'),
]

/** Packages that are zod or load it. */
const ZOD = /^(zod|zod\/.*|@hookform\/resolvers\/zod)$/
// `import x from`, `import { a } from`, `import 'x'`, `export { a } from`; not `import type`/`export type`.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function fileOf(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate)
        return candidate
      } catch {
        // a folder
      }
    }
  }
  return null
}

/** The chain of files from a first-render module to an import of zod, or null when there is none. */
function chainToZod(start: string): string[] | null {
  const seen = new Set<string>()
  const stack: { file: string; chain: string[] }[] = [{ file: start, chain: [start] }]
  while (stack.length > 0) {
    const next = stack.pop()
    if (!next || seen.has(next.file)) continue
    seen.add(next.file)
    const code = readFileSync(next.file, 'utf8')
    for (const [, source = ''] of code.matchAll(STATIC_IMPORT)) {
      if (ZOD.test(source)) return [...next.chain, source]
      const target = source.startsWith('.')
        ? fileOf(resolve(dirname(next.file), source))
        : source.startsWith('@acolhe/shared/')
          ? fileOf(join(sharedSrc, source.slice('@acolhe/shared/'.length)))
          : null
      if (target && !/\.(css|svg|png)$/.test(target)) stack.push({ file: target, chain: [...next.chain, target] })
    }
  }
  return null
}

describe('zod stays out of the first render of step 2 and the homes', () => {
  it.each(FIRST_RENDER.map((file) => [relative(webSrc, file), file]))('%s imports no zod, directly or not', (_name, file) => {
    const chain = chainToZod(file)
    expect(chain?.map((step) => (step.startsWith('/') ? relative(resolve(webSrc, '../../..'), step) : step)) ?? null).toBeNull()
  })

  it('finds zod where a form brings it (the check itself works)', () => {
    expect(chainToZod(join(webSrc, 'components/login-form.tsx'))).not.toBeNull()
  })
})
