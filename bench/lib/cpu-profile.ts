import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { repoRoot } from './paths'

// Reads the V8 CPU profile a server wrote with --cpu-prof and sums the time spent in each function itself
// (self time), so a benchmark can print where a route's CPU goes without opening a flame graph.

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] }

export type SelfTime = { name: string; share: number; ms: number }

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  if (!url) return functionName || '(native)'
  const where = url.startsWith('file://') ? relative(repoRoot, url.slice('file://'.length)) : url
  const short = where.includes('node_modules/') ? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length) : where
  return `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`
}

/** The functions with the most self time in the one profile in `dir`, largest first. */
export function topSelfTimes(dir: string, count: number): SelfTime[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no .cpuprofile in ${dir}`)
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile
  const totalMs = (profile.endTime - profile.startTime) / 1000
  const totalSamples = profile.samples.length
  const byLabel = new Map<string, number>()
  for (const node of profile.nodes) {
    if (!node.hitCount) continue
    const key = label(node)
    byLabel.set(key, (byLabel.get(key) ?? 0) + node.hitCount)
  }
  return [...byLabel.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, share: hits / totalSamples, ms: (hits / totalSamples) * totalMs }))
}

type NodeWithChildren = ProfileNode & { children?: number[] }

/**
 * The functions with the most total time (their own and their callees'), largest first: where a route's
 * time goes by step (routing, the handler, the queries, the serializer) rather than by leaf. A sample is
 * counted once per function even when the function is on its stack several times (recursion).
 */
export function topTotalTimes(dir: string, count: number): SelfTime[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no .cpuprofile in ${dir}`)
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile & { nodes: NodeWithChildren[] }
  const totalMs = (profile.endTime - profile.startTime) / 1000
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const byLabel = new Map<string, number>()
  for (const node of profile.nodes) {
    if (!node.hitCount) continue
    const seen = new Set<string>()
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const on = byId.get(id)
      if (!on) break
      const key = label(on)
      if (seen.has(key) || key === '(root)') continue
      seen.add(key)
      byLabel.set(key, (byLabel.get(key) ?? 0) + node.hitCount)
    }
  }
  const totalSamples = profile.samples.length
  return [...byLabel.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, share: hits / totalSamples, ms: (hits / totalSamples) * totalMs }))
}
