import type { Config } from './config'
import type { Db } from './db/client'
import type { Clock } from './lib/clock'
import type { SettleFromBalance } from './modules/scheduling/scheduling-deps'

/** What every module may use; built once in server.ts (or by the test helper) and decorated on the app. */
export type Deps = {
  config: Config
  db: Db
  dbEngine: 'pglite' | 'postgres'
  clock: Clock
  /** The booking's balance port (scheduling-deps.ts), wired by buildApp to the payments module. */
  settleFromBalance?: SettleFromBalance
}

/** Whether this instance should still receive requests (GET /api/health/ready), and what it checks. */
export type Readiness = {
  draining: boolean
  /** Pings Redis when REDIS_URL is set (throws when it does not answer). */
  redis?: () => Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps
    readiness: Readiness
  }
}
