import type { Query, QueryClient } from '@tanstack/react-query'

/**
 * What a first screen's route module reads before its first render (decision 110): the queries whose
 * answers the entry already asked for (src/first-requests.ts), through the options its components use.
 * `search` is the page's query string (booking step 2 reads the professional in the address).
 */
export type FirstReads = (queryClient: QueryClient, search: string) => Promise<void>[]

/**
 * How long the first render waits for those reads at most. A read that hangs (a stalled API, a lost
 * connection) must not leave the person on the spinner: past this the screen renders with its loaders,
 * as a screen reached later does, and the reads land in it when they settle. Well above a first read's
 * usual time on a slow phone (decision 110), so it changes nothing when the API answers.
 */
export const FIRST_READS_WAIT_MS = 4000

function firstReadsOf(module: unknown): FirstReads | null {
  if (typeof module !== 'object' || module === null || !('firstReads' in module)) return null
  return typeof module.firstReads === 'function' ? (module.firstReads as FirstReads) : null
}

/**
 * Puts the first screen's reads in the cache before its first render, when the entry started them.
 * Rendered without them, the screen drew its loaders, and each answer then re-rendered it: a query's
 * answer renders synchronously (React Query reads through useSyncExternalStore), so the whole screen
 * was one long task per answer, however the first render was sliced. With the answers there, the first
 * render draws the screen complete, in slices.
 *
 * The answers are a few milliseconds old at that render: a component mounting with them must not ask
 * again (a query whose `staleTime` is 0 would), so until `committed` is called they count as fresh on
 * mount. Returns `committed`, for once the first render is on the screen. With `refreshAfterCommit` (the
 * answers came with a page the server rendered, which may have been open for a while before the app took
 * it over: decision 116), `committed` also asks for them again, in the background.
 */
export async function readFirstScreen(queryClient: QueryClient, modules: unknown[], search: string, { refreshAfterCommit = false } = {}): Promise<() => void> {
  const reads = modules.map(firstReadsOf).filter((reads): reads is FirstReads => reads !== null)
  if (reads.length === 0 || !globalThis.acolheFirstRequests?.size) return () => undefined
  let waited: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.all(reads.flatMap((read) => read(queryClient, search))),
    new Promise<void>((resolve) => {
      waited = setTimeout(resolve, FIRST_READS_WAIT_MS)
    }),
  ])
  clearTimeout(waited)
  const justRead = new Set<Query>(queryClient.getQueryCache().getAll())
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: (query) => !justRead.has(query) } })
  return () => {
    queryClient.setDefaultOptions(defaults)
    if (refreshAfterCommit) void queryClient.invalidateQueries({ predicate: (query) => justRead.has(query) })
  }
}
