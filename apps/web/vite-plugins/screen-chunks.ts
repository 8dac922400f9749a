import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'

// Names the chunk of every module by the first screens that need it (decision 057). One `vendor` and one
// `app-common` for every page made each page download the libraries, Mantine components and texts of
// every area; now a screen opened first downloads the code its route imports, in a few files.
// The names only decide where code goes: the bundler still imports whatever a chunk needs, so a module
// placed by a wrong guess (an import this file does not see) costs a page bytes, never a broken page.

type ModuleGraph = Rolldown.ChunkingContext

const src = fileURLToPath(new URL('../src/', import.meta.url))
const ENTRY = `${src}main.tsx`
const BOOT = `${src}app/boot.tsx`
const ROUTES = `${src}app/routes/`

/**
 * The screens people open first, each with the route modules it loads (a home also loads its area's
 * shell). The prerendered pages (landing, step 1, the logins) are here too: what their app downloads on
 * the visitor's first intent should not carry other areas' code either.
 */
const FIRST_SCREENS: Record<string, string[]> = {
  landing: ['public/landing.tsx'],
  booking: ['booking/booking.tsx'],
  // The wizard's step 1, a module of its own that the route awaits only when the address shows step 1
  // (decision 061): what only it needs (the search filters' Selects, floating-ui) stays out of step 2.
  directory: ['../../features/booking/components/professional-step.tsx'],
  logins: ['patient/login.tsx', 'public/sign-up.tsx', 'professional/login.tsx', 'admin/login.tsx'],
  patient: ['patient/patient-shell.tsx', 'patient/home.tsx'],
  professional: ['professional/professional-shell.tsx', 'professional/home.tsx'],
  admin: ['admin/admin-shell.tsx', 'admin/dashboard.tsx'],
}

// A stylesheet is left to the bundler (decision 045); a CSS module's class names are code like any other.
const isStylesheet = (id: string) => /\.css($|\?)/.test(id) && !/\.module\.css($|\?)/.test(id)

// A package's index file (Mantine's, the icons') imports every component it offers; the bundler keeps
// only what is used, so following all of its imports would make every screen "need" all of Mantine.
// Through such an index only the files of the names the importer asks for are followed.
const NAMED_IMPORT = /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const NAMESPACE_IMPORT = /import\s*\*\s*as\s*(\w+)\s*from\s*["']([^"']+)["']/g
const isPackageIndex = (id: string) => /[\\/]node_modules[\\/](@mantine[\\/][^\\/]+[\\/]esm[\\/]index\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs)$/.test(id)

/** The names a module imports from each source it names: `import { A, B as C } from 'x'` → x: [A, B]; `* as` → null (everything). */
function importedNames(code: string): Map<string, string[] | null> {
  const names = new Map<string, string[] | null>()
  for (const [, list = '', source = ''] of code.matchAll(NAMED_IMPORT)) {
    const previous = names.get(source)
    if (previous === null) continue
    const imported = list.split(',').map((item) => item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '').filter(Boolean)
    names.set(source, [...(previous ?? []), ...imported])
  }
  for (const [, , source = ''] of code.matchAll(NAMESPACE_IMPORT)) names.set(source, null)
  return names
}

/** For an index file: each name it offers → the file it comes from (`import { A } from './a'; export { A }` or `export { default as A } from './a'`). */
function indexSources(code: string): Map<string, string> {
  const sources = new Map<string, string>()
  for (const [, list = '', source = ''] of code.matchAll(NAMED_IMPORT)) {
    for (const item of list.split(',')) {
      const parts = item.trim().split(/\s+as\s+/)
      const exported = parts[parts.length - 1]
      if (exported) sources.set(exported, source)
    }
  }
  return sources
}

/** The resolved id among `candidates` a source names: a relative path from `dir`, or a package. */
function resolvedAmong(candidates: string[], dir: string, source: string): string | undefined {
  if (source.startsWith('.')) return candidates.find((id) => id === resolve(dir, source))
  return candidates.find((id) => id.includes(`/node_modules/${source}/`))
}

/** What `id` imports statically, seeing through package index files to the files of the names used. */
function staticImports(graph: ModuleGraph, id: string): string[] {
  const info = graph.getModuleInfo(id)
  if (!info) return []
  const indexes = info.importedIds.filter(isPackageIndex)
  if (indexes.length === 0) return info.importedIds
  const direct = info.importedIds.filter((imported) => !isPackageIndex(imported))
  const asked = importedNames(info.code ?? '')
  for (const index of indexes) {
    const indexInfo = graph.getModuleInfo(index)
    const [source, names] = [...asked].find(([spec]) => resolvedAmong([index], dirname(id), spec)) ?? []
    if (!indexInfo?.code || source === undefined || !names) {
      direct.push(index)
      continue
    }
    const sources = indexSources(indexInfo.code)
    for (const name of names) {
      const file = sources.get(name)
      const target = file === undefined ? undefined : resolvedAmong(indexInfo.importedIds, dirname(index), file)
      direct.push(target ?? index)
    }
  }
  return direct
}

/** Every module `from` imports statically, directly or not (what must be there before it runs). */
function staticClosure(graph: ModuleGraph, from: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...from]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...staticImports(graph, id))
  }
  return seen
}

/** Every module of the app, and those imported lazily (the screens, the modals loaded when opened). */
function modulesOfTheApp(graph: ModuleGraph): { all: Set<string>; lazy: string[] } {
  const all = new Set<string>()
  const lazy = new Set<string>()
  const stack = [ENTRY]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (all.has(id)) continue
    all.add(id)
    const info = graph.getModuleInfo(id)
    info?.dynamicallyImportedIds.forEach((imported) => lazy.add(imported))
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
  }
  lazy.delete(BOOT)
  return { all, lazy: [...lazy] }
}

type Closure = { areas: string[]; modules: Set<string> }
/** A chunk name and its rank: chunks needed by more screens come first (see screenChunkGroups). */
type Placement = { name: string; rank: number }
const APP: Placement = { name: 'app', rank: 0 }
// A chunk smaller than this (source characters after the TypeScript/JSX transform, ~1 KiB gzip) is
// merged into `app` when it can be: a page saves a request for less than a KiB downloaded by every page.
const SMALL_CHUNK = 5000

function makePlan(graph: ModuleGraph): Map<string, Placement> {
  const { all, lazy } = modulesOfTheApp(graph)
  const routes: Closure[] = lazy.filter((id) => id.startsWith(ROUTES)).map((id) => ({ areas: [id.slice(ROUTES.length).split('/')[0] ?? 'public'], modules: staticClosure(graph, [id]) }))
  // A module loaded lazily by a screen (a modal opened on demand) belongs to the areas of the screens that open it.
  const others: Closure[] = lazy.filter((id) => !id.startsWith(ROUTES)).map((id) => {
    const importers = graph.getModuleInfo(id)?.dynamicImporters ?? []
    const areas = routes.filter((route) => importers.some((importer) => route.modules.has(importer))).flatMap((route) => route.areas)
    return { areas: areas.length > 0 ? areas : ['lazy'], modules: staticClosure(graph, [id]) }
  })
  const entry = staticClosure(graph, [ENTRY])
  const boot = staticClosure(graph, [BOOT])
  const firstScreens = Object.entries(FIRST_SCREENS).map(([name, files]) => ({ name, modules: staticClosure(graph, files.map((file) => resolve(ROUTES, file))) }))
  const screens = [...routes, ...others]
  const skipped = new Set([...entry, ...lazy, BOOT])

  const placements = new Map<string, Placement>()
  for (const id of all) {
    // The entry stays tiny and imports no chunk: a prerendered page runs it alone until the visitor shows
    // intent (decisions 045, 052). What it imports (the bundler's preload helper, the typed-fields keeper)
    // stays with it. A lazy module stays a chunk of its own: the router and the prerender plugin find a
    // screen by its route module's chunk.
    if (isStylesheet(id) || id.startsWith('\0') || skipped.has(id)) continue
    // What the app runs before any screen (React, the router, the providers, the route tables) comes with boot.
    if (boot.has(id)) {
      placements.set(id, APP)
      continue
    }
    const first = firstScreens.filter((screen) => screen.modules.has(id)).map((screen) => screen.name)
    if (first.length > 0) {
      placements.set(id, { name: `first-${first.join('-')}`, rank: 1 + firstScreens.length - first.length })
      continue
    }
    // Code no first screen needs, by the areas of the screens that use it, so that a screen opened later
    // (or first, from a bookmark) asks for a few files rather than one per module.
    const areas = [...new Set(screens.filter((screen) => screen.modules.has(id)).flatMap((screen) => screen.areas))].sort()
    if (areas.length > 0) placements.set(id, { name: `more-${areas.join('-')}`, rank: 100 - areas.length })
  }
  mergeSmallChunks(graph, placements)
  return placements
}

/**
 * Moves the modules of every small chunk into `app`, except those that import a module staying
 * elsewhere: `app` would then import that chunk, and every page would download it.
 */
function mergeSmallChunks(graph: ModuleGraph, placements: Map<string, Placement>): void {
  const sizes = new Map<string, number>()
  for (const [id, place] of placements) sizes.set(place.name, (sizes.get(place.name) ?? 0) + (graph.getModuleInfo(id)?.code?.length ?? 0))
  const candidates = new Set([...placements].filter(([, place]) => place !== APP && (sizes.get(place.name) ?? 0) < SMALL_CHUNK).map(([id]) => id))
  const inApp = (id: string) => candidates.has(id) || placements.get(id) === APP || isStylesheet(id) || id.startsWith('\0')
  for (let changed = true; changed; ) {
    changed = false
    for (const id of candidates) {
      if (staticImports(graph, id).every(inApp)) continue
      candidates.delete(id)
      changed = true
    }
  }
  for (const id of candidates) placements.set(id, APP)
}

// `app`, then the first screens' chunks by how many screens share them, then the others' by how many areas.
const RANKS = [0, ...Object.keys(FIRST_SCREENS).map((_, index) => 1 + index), ...Array.from({ length: 10 }, (_, index) => 99 - index)]

/**
 * The `codeSplitting.groups`: one per rank, the most shared first. Each module is named by its own
 * placement only (`includeDependenciesRecursively: false`): by default a group also takes the modules
 * its modules import, which pulled the bundler's preload helper, imported by the entry, into `app` and
 * made the entry import `app` (decision 045). A module's imports are needed by at least the screens that
 * need it, so they are in the same chunk or a more shared one, loaded at least as early.
 */
export function screenChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let placements: Map<string, Placement> | null = null
  return RANKS.map((rank) => ({
    debugName: `screens-rank-${rank}`,
    priority: 200 - rank,
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => {
      placements ??= makePlan(graph)
      const place = placements.get(id)
      return place?.rank === rank ? place.name : null
    },
  }))
}
