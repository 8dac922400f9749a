// The part of autocannon 8 the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { IncomingHttpHeaders } from 'node:http'

  export type AutocannonRequest = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request; returning a changed copy lets every request differ. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | undefined
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: IncomingHttpHeaders) => void
  }

  export type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export type AutocannonResult = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  export type AutocannonOptions = {
    url: string
    connections?: number
    pipelining?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: AutocannonRequest[]
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>
}
