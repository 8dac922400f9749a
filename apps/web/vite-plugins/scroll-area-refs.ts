import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

// Mantine's ScrollArea imports one hook, `useMergeRefs`, from `@floating-ui/react`. That module also holds
// floating-ui's tooltips and popovers, whose code the app keeps (Popover, Select, Tooltip use it) and which
// imports the positioning packages: ~16 KiB gzip that came with every screen showing a ScrollArea — the
// homes' frame (its side menu) first of all — although a scroll area positions nothing (decision 061).
// The build gives ScrollArea the same hook from src/lib/merge-refs.ts; everything else still gets the real
// package. Should Mantine change what ScrollArea imports, the build stops here rather than silently
// keeping the larger import.

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/
const MERGE_REFS = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url))

export function scrollAreaRefs(): Plugin {
  let redirected = false
  return {
    name: 'acolhe-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected = false
    },
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer)) return null
      redirected = true
      return MERGE_REFS
    },
    transform(code, id) {
      // Only the one hook is offered here: any other name ScrollArea might import would be missing.
      if (!SCROLL_AREA.test(id)) return null
      const imported = /import\s*\{([^}]*)\}\s*from\s*["']@floating-ui\/react["']/.exec(code)?.[1]?.trim()
      if (imported !== 'useMergeRefs') this.error(`ScrollArea imports { ${imported ?? 'nothing'} } from @floating-ui/react: review vite-plugins/scroll-area-refs.ts`)
      return null
    },
    buildEnd() {
      if (!redirected) this.error('ScrollArea no longer imports @floating-ui/react: vite-plugins/scroll-area-refs.ts can go')
    },
  }
}
