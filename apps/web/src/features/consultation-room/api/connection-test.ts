import { buildApiUrl } from '../../../lib/api-client'

// GET /api/room/connection-test?size_kb=N (random bytes): the connection measured against this
// installation's own server — latency from a few 1 KB requests, throughput from one larger download.

const PINGS = 5
const DOWNLOAD_KB = 512

async function timedDownload(sizeKb: number): Promise<number> {
  // A unique address each time, so no cache can answer in the server's place.
  const url = `${buildApiUrl('/room/connection-test', { size_kb: sizeKb })}&n=${Math.random().toString(36).slice(2)}`
  const started = performance.now()
  const response = await fetch(url, { credentials: 'include', cache: 'no-store' })
  if (!response.ok) throw new Error(`connection test answered ${response.status}`)
  await response.arrayBuffer()
  return performance.now() - started
}

/** Latency (the median of a few small requests, in ms) and throughput (kbit/s) to this server. */
export async function measureConnection(): Promise<{ latencyMs: number; throughputKbps: number }> {
  const times: number[] = []
  for (let i = 0; i < PINGS; i++) times.push(await timedDownload(1))
  times.sort((a, b) => a - b)
  const latencyMs = Math.round(times[Math.floor(times.length / 2)] ?? 0)
  // The whole download's time, its round trip included: a figure on the safe side, never inflated by
  // a latency measured larger than one fast transfer.
  const elapsedMs = Math.max(await timedDownload(DOWNLOAD_KB), 1)
  return { latencyMs, throughputKbps: Math.round((DOWNLOAD_KB * 8 * 1024) / elapsedMs) }
}
