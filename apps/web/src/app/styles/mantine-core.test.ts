import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The app loads Mantine's stylesheets one component at a time (mantine-core.css, decision 045) instead of
// the whole of @mantine/core/styles.css. A component imported somewhere whose stylesheet is not listed
// would render unstyled without any error, so this test reads every source file's imports from
// '@mantine/core', follows each component to the components it is built from (Button → UnstyledButton,
// Loader…) in Mantine's own code, and fails naming the lines mantine-core.css lacks.

const here = dirname(fileURLToPath(import.meta.url))
const webSrc = join(here, '../..')
const mantineRoot = dirname(fileURLToPath(import.meta.resolve('@mantine/core/styles.css')))
const mantineEsm = join(mantineRoot, 'esm')
const LIST = join(here, 'mantine-core.css')

function filesUnder(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, suffix)
    return suffix.test(name) ? [path] : []
  })
}

/** Exported name → the component folder it comes from (`Stepper` → `Stepper`, `ButtonGroup` → `Button`). */
function componentFolders(): Map<string, string> {
  const index = readFileSync(join(mantineEsm, 'index.mjs'), 'utf8')
  const folders = new Map<string, string>()
  for (const [, names, folder] of index.matchAll(/import \{([^}]*)\} from "\.\/components\/([^/]+)\//g)) {
    for (const name of (names ?? '').split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop()
      if (local && folder) folders.set(local, folder)
    }
  }
  return folders
}

/**
 * The component folders a folder's code imports (its building blocks), transitively, itself included.
 * Building blocks live under components/ and also under utils/: Checkbox, Radio and Switch share
 * utils/InlineInput (the label beside the control), whose stylesheet this test once missed.
 */
function withBuildingBlocks(folder: string, seen = new Set<string>()): Set<string> {
  if (seen.has(folder)) return seen
  seen.add(folder)
  const dir = [join(mantineEsm, 'components', folder), join(mantineEsm, 'utils', folder)].find((candidate) => existsSync(candidate))
  if (!dir) return seen
  for (const file of filesUnder(dir, /\.mjs$/)) {
    for (const [, other] of readFileSync(file, 'utf8').matchAll(/from "(?:\.\.\/)+(?:components\/|utils\/)?([A-Z][A-Za-z]+)\//g)) {
      if (other) withBuildingBlocks(other, seen)
    }
  }
  return seen
}

/**
 * The files whose imports from '@mantine/core' count: the app's sources, and the code of the other Mantine
 * packages the app uses (their date pickers, toasts and modals are built from core components).
 */
function importingFiles(): string[] {
  const app = filesUnder(webSrc, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file))
  const packages = new Set(app.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from '@mantine\/(dates|notifications|modals)'/g)].map(([, name]) => name)))
  const packageFiles = [...packages].flatMap((name) => filesUnder(join(mantineRoot, '..', name ?? '', 'esm'), /\.mjs$/))
  return [...app, ...packageFiles]
}

/** Every stylesheet the app's imports from '@mantine/core' need, with the files that need each. */
function neededStylesheets(): Map<string, Set<string>> {
  const folders = componentFolders()
  const needed = new Map<string, Set<string>>()
  for (const file of importingFiles()) {
    const source = readFileSync(file, 'utf8')
    for (const [, names] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@mantine\/core['"]/g)) {
      for (const raw of (names ?? '').split(',')) {
        const name = raw.trim()
        if (!name || name.startsWith('type ')) continue
        const folder = folders.get(name.split(/\s+as\s+/)[0] ?? name)
        if (!folder) continue
        for (const block of withBuildingBlocks(folder)) {
          if (!existsSync(join(mantineRoot, 'styles', `${block}.css`))) continue
          const users = needed.get(block) ?? new Set<string>()
          users.add(file.includes('node_modules') ? relative(join(mantineRoot, '../..'), file) : relative(webSrc, file))
          needed.set(block, users)
        }
      }
    }
  }
  return needed
}

function listedStylesheets(): string[] {
  return [...readFileSync(LIST, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css'/g)].map(([, name]) => name ?? '')
}

describe('mantine-core.css', () => {
  it('loads Mantine’s global styles first, in the documented order', () => {
    expect(listedStylesheets().slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global'])
  })

  it('loads the stylesheet of every Mantine component the app imports, and of the components they are built from', () => {
    const listed = new Set(listedStylesheets())
    const missing = [...neededStylesheets()]
      .filter(([name]) => !listed.has(name))
      .map(([name, users]) => `@import '@mantine/core/styles/${name}.css'; /* ${[...users].slice(0, 3).join(', ')} */`)
    expect(missing, 'add these lines to apps/web/src/app/styles/mantine-core.css').toEqual([])
  })

  it('lists the stylesheets in the order Mantine’s own styles.css has them (a building block before what is built on it)', () => {
    const whole = readFileSync(join(mantineRoot, 'styles.css'), 'utf8')
    // Where each component's rules start in the whole stylesheet: its file's opening rule.
    const position = (name: string) => whole.indexOf(readFileSync(join(mantineRoot, 'styles', `${name}.css`), 'utf8').trim().slice(0, 120))
    const listed = listedStylesheets()
    expect(listed.filter((name) => position(name) < 0), 'stylesheets not found in styles.css').toEqual([])
    expect(listed).toEqual([...listed].sort((a, b) => position(a) - position(b)))
  })

  it('follows a component to its building blocks (Button needs UnstyledButton and Loader)', () => {
    expect([...withBuildingBlocks('Button')]).toEqual(expect.arrayContaining(['Button', 'UnstyledButton', 'Loader']))
  })

  it('follows a component to building blocks outside components/ (Checkbox, Radio and Switch need InlineInput)', () => {
    for (const control of ['Checkbox', 'Radio', 'Switch']) expect([...withBuildingBlocks(control)]).toContain('InlineInput')
  })
})
