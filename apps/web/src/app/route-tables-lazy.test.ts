import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Every screen is a lazy route module (docs/architecture.md, "a web screen"): the route tables and the
// router name a screen only inside `lazy: () => import('./screen')`. A screen imported statically would be
// evaluated before any page renders and land in the `app` chunk every page downloads (the landing page
// and booking step 2 included), which is how a one-line route addition could slow every page.

const appDir = dirname(fileURLToPath(import.meta.url))
const routesDir = join(appDir, 'routes')
const STATIC_IMPORT = /^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm

/** The files a module imports statically (type-only imports left out), resolved when relative. */
function staticRelativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(STATIC_IMPORT)]
    .map(([, source = '']) => source)
    .filter((source) => source.startsWith('.'))
    .map((source) => resolve(dirname(file), source))
}

/** A route module: it gives the router a screen (`Component`). */
function isScreen(path: string): boolean {
  for (const extension of ['.tsx', '.ts', '/index.tsx']) {
    try {
      return /export\s+(function|const)\s+Component\b/.test(readFileSync(`${path}${extension}`, 'utf8'))
    } catch {
      // not this extension
    }
  }
  return false
}

const tables = readdirSync(routesDir).flatMap((area) =>
  readdirSync(join(routesDir, area))
    .filter((file) => file.endsWith('-routes.tsx'))
    .map((file) => join(routesDir, area, file)),
)

describe('route tables', () => {
  it('exist for every area', () => {
    expect(tables.length).toBeGreaterThanOrEqual(5)
  })

  it.each([join(appDir, 'router.tsx'), ...tables].map((file) => [file.slice(appDir.length + 1), file]))('%s imports no screen statically', (_name, file) => {
    const screens = staticRelativeImports(file).filter((path) => path.startsWith(routesDir) && isScreen(path))
    expect(screens).toEqual([])
  })

  it('the check sees a screen imported statically', () => {
    const landing = join(routesDir, 'public/landing')
    expect(isScreen(landing)).toBe(true)
    expect([...`import { Component } from './landing'\n`.matchAll(STATIC_IMPORT)].map(([, source]) => source)).toEqual(['./landing'])
    expect([...`import type { RouteObject } from 'react-router'\n`.matchAll(STATIC_IMPORT)]).toEqual([])
  })
})
