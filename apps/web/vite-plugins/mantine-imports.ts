import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

// Two Mantine components import a whole package for one small thing, and the homes' frame shows both
// (decision 061):
// - ScrollArea (the side menu) imports one hook, `useMergeRefs`, from `@floating-ui/react`. That module
//   also holds floating-ui's tooltips and popovers, whose code the app keeps (Popover, Select, Tooltip
//   use it) and which imports the positioning packages: ~16 KiB gzip on every home. The build gives
//   ScrollArea the same hook from src/lib/merge-refs.ts.
// - AppShell's header (and footer, aside) import `RemoveScroll` from `react-remove-scroll` only to read
//   the class name that keeps them in place while a modal locks the page's scroll: the scroll lock itself
//   came along (~3.5 KiB gzip). The build gives them the class names from
//   src/lib/remove-scroll-class-names.ts (a test keeps them equal to the package's), so a modal's lock
//   (the real package, downloaded with the modal) still finds them.
// Everything else gets the real packages. Should Mantine import other names from these packages, or stop
// importing them, the build stops here rather than silently keeping the larger imports.

type Substitution = { importer: RegExp; source: string; names: string[]; replacement: string }

const SUBSTITUTIONS: Substitution[] = [
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    names: ['useMergeRefs'],
    replacement: fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url)),
  },
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/,
    source: 'react-remove-scroll',
    names: ['RemoveScroll'],
    replacement: fileURLToPath(new URL('../src/lib/remove-scroll-class-names.ts', import.meta.url)),
  },
]

const importedNames = (code: string, source: string) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
    .filter(([, , from]) => from === source)
    .flatMap(([, names = '']) => names.split(',').map((name) => name.trim()))
    .filter(Boolean)

export function mantineImports(): Plugin {
  const used = new Set<Substitution>()
  return {
    name: 'acolhe-mantine-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      used.clear()
    },
    resolveId(source, importer) {
      if (!importer) return null
      const substitution = SUBSTITUTIONS.find((candidate) => candidate.source === source && candidate.importer.test(importer))
      if (!substitution) return null
      used.add(substitution)
      return substitution.replacement
    },
    transform(code, id) {
      const substitution = SUBSTITUTIONS.find((candidate) => candidate.importer.test(id))
      if (!substitution) return null
      const names = importedNames(code, substitution.source)
      if (names.join() !== substitution.names.join()) {
        this.error(`${id} imports { ${names.join(', ')} } from ${substitution.source}: review vite-plugins/mantine-imports.ts`)
      }
      return null
    },
    buildEnd() {
      const unused = SUBSTITUTIONS.filter((substitution) => !used.has(substitution))
      if (unused.length > 0) this.error(`Mantine no longer imports ${unused.map((s) => s.source).join(', ')} where expected: review vite-plugins/mantine-imports.ts`)
    },
  }
}
