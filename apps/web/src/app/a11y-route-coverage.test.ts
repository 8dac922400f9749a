import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { accessibilityCheckedPages } from '@acolhe/shared/texts/accessibility-pages'
import { A11Y_AREAS, A11Y_CHECKED_ELSEWHERE } from '../../../../e2e/support/a11y-routes'
import { routes } from './router'

// The accessibility statement's claim (decisions 097, 101): every route of the web app passes axe with the
// WCAG 2.2 A/AA rules at 390 and 1280 px. This reads the route tables the app really uses (router.tsx) and
// fails for a path that no browser test checks: neither in e2e/a11y.spec.ts's list
// (e2e/support/a11y-routes.ts) nor in its map of routes a journey file checks, whose file must really call
// the axe helper on that address. The statement's list of pages must name the same routes.

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../e2e')
/** The axe helpers of e2e/support/axe.ts that fail on a violation of any impact. */
const AXE_CALLS = ['a11yViolationsOf(', 'a11yViolationsAtBothWidths(']

/** Every page's full path in a route tree: the leaves (an index route is its parent's path). */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`
    if (route.children && route.children.length > 0) return pagePaths(route.children, path)
    return [path || '/']
  })
}

const routePaths = pagePaths(routes)
const specPaths = A11Y_AREAS.flatMap((area) => area.routes.map((route) => route.path))
const redirects = A11Y_AREAS.flatMap((area) => area.routes.filter((route) => route.landsOn !== undefined))
const elsewhere = Object.entries(A11Y_CHECKED_ELSEWHERE)

/** The paths of `paths` that no axe check covers. */
function unchecked(paths: string[], inSpec: string[], checkedElsewhere: Record<string, string>): string[] {
  return paths.filter((path) => !inSpec.includes(path) && checkedElsewhere[path] === undefined)
}

/** The fixed start of a path with parameters ('/sala/' of '/sala/:sessionId'), as a journey file names it. */
function addressOf(path: string): string {
  return path.split(':')[0] ?? path
}

function mentions(code: string, address: string): boolean {
  return code.includes(address) || code.includes(address.replaceAll('/', '\\/'))
}

describe('every route of the web app has an axe check', () => {
  it('reads the real route tables', () => {
    expect(routePaths).toContain('/')
    expect(routePaths).toContain('/sala/:sessionId')
    expect(routePaths).toContain('/admin/faq/criar')
    expect(routePaths).toContain('/*')
    expect(routePaths.length).toBeGreaterThanOrEqual(60)
  })

  it('no route is without a check', () => {
    expect(unchecked(routePaths, specPaths, A11Y_CHECKED_ELSEWHERE)).toEqual([])
  })

  it('fails for a route added without a check', () => {
    expect(unchecked(['/perfil', '/sala/:sessionId', '/nova-pagina'], specPaths, A11Y_CHECKED_ELSEWHERE)).toEqual(['/nova-pagina'])
    expect(unchecked(['/perfil'], ['/home'], {})).toEqual(['/perfil'])
  })

  it('lists no path that is not a route, and each once', () => {
    const listed = [...specPaths, ...Object.keys(A11Y_CHECKED_ELSEWHERE)]
    expect(listed.filter((path) => !routePaths.includes(path))).toEqual([])
    expect(listed.filter((path, index) => listed.indexOf(path) !== index)).toEqual([])
  })

  it('the spec runs its list through the axe helper', () => {
    const spec = readFileSync(join(e2eDir, 'a11y.spec.ts'), 'utf8')
    expect(spec).toContain("from './support/a11y-routes'")
    expect(spec).toContain('A11Y_AREAS')
    expect(spec).toContain(AXE_CALLS[0])
  })

  it.each(elsewhere)('%s: %s calls the axe helper on it', (path, file) => {
    const code = readFileSync(join(e2eDir, file), 'utf8')
    expect(AXE_CALLS.some((call) => code.includes(call)), `${file} calls an axe helper`).toBe(true)
    expect(mentions(code, addressOf(path)), `${file} names ${addressOf(path)}`).toBe(true)
  })

  it('a redirect lands on a page the list checks', () => {
    for (const route of redirects) expect(specPaths).toContain(route.landsOn?.split('?')[0])
  })
})

describe('the accessibility statement names the pages the checks cover', () => {
  const pages = routePaths.filter((path) => !redirects.some((route) => route.path === path))

  it('every page of the app, redirects aside, and nothing else', () => {
    const named = accessibilityCheckedPages.flatMap((area) => area.pages.map((page) => page.path))
    expect([...named].sort()).toEqual([...pages].sort())
  })
})
