import { createRequire } from 'node:module'
import type * as IoRedis from 'ioredis'

/**
 * ioredis, required on first use rather than imported: an instance without REDIS_URL never loads it, and
 * loading it cost every start a few hundred milliseconds of CPU (decision 109). It is a CommonJS
 * package, so a plain synchronous require does, and the callers stay synchronous.
 */
export function loadIoRedis(): typeof IoRedis {
  return createRequire(import.meta.url)('ioredis') as typeof IoRedis
}
