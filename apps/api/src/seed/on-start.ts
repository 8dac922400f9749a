import type { Deps } from '../deps'
import type { Database } from '../db/client'
import { ensureBootstrapAdmin } from '../modules/admins/admins.service'
import { backfillTaxReceipts } from '../modules/tax-receipts/tax-receipts.service'
import { isDatabaseEmpty, seedDatabase } from './seed'

export type StartupReport = { seeded: 'demo' | 'catalogue' | 'none'; bootstrapAdmin?: 'created' | 'exists' }
/** What a start did to the database: the migrations it applied, by name, then the seeding. */
export type StartupWork = StartupReport & { migrationsApplied: string[]; receiptsBackfilled: number }

/**
 * What `npm start` does to the database after migrating: an empty database gets the service
 * catalogue (and the demo data when config.seedDemo, by default outside production only); then
 * ADMIN_EMAIL/ADMIN_PASSWORD, when set, become an admin if none has that email. Seeding first keeps "empty" meaning a fresh install.
 */
export async function prepareDatabaseOnStart(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<StartupReport> {
  let seeded: StartupReport['seeded'] = 'none'
  if (await isDatabaseEmpty(deps.db)) {
    await seedDatabase(deps.db, { demo: deps.config.seedDemo })
    seeded = deps.config.seedDemo ? 'demo' : 'catalogue'
  }
  const bootstrap = deps.config.bootstrapAdmin
  if (!bootstrap) return { seeded }
  return { seeded, bootstrapAdmin: await ensureBootstrapAdmin(deps, bootstrap) }
}

/**
 * Migrations, then the start-up seeding, under the database's start-up lock: of several instances
 * started together on an empty database, one migrates and seeds while the others wait, then find the
 * work done ("none" seeded).
 */
export function migrateAndPrepareOnStart(
  database: Pick<Database, 'migrate' | 'withStartupLock'>,
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
): Promise<StartupWork> {
  return database.withStartupLock(async () => {
    const migrationsApplied = await database.migrate()
    const report = await prepareDatabaseOnStart(deps)
    // Payments made before the Receita Saúde entries existed get theirs (decision 076).
    const receiptsBackfilled = await backfillTaxReceipts(deps.db, deps.clock.now())
    return { migrationsApplied, ...report, receiptsBackfilled }
  })
}
