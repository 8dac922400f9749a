// `npm run db:seed`: migrations, then the service catalogue and the demo data when SEED_DEMO asks for
// it (by default outside production only).
// Idempotent: only what is missing is inserted, so it is safe on a database already in use.
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS, seedDatabase } from '../seed/seed'
import { demoSeedProblem } from '../startup/production-guards'

const config = loadConfig()
// The same refusal as at start: the demo logins never reach a production database by accident.
const refusal = demoSeedProblem(config)
if (refusal) {
  console.error(`Acolhe refused to seed: ${refusal}`)
  process.exit(1)
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  // Under the start-up lock, so running it while an instance starts cannot race.
  await database.withStartupLock(async () => {
    await database.migrate()
    await seedDatabase(database.db, { demo: config.seedDemo })
  })
  console.info(config.seedDemo ? 'Dados de demonstração carregados. / Demo data loaded.' : 'Catálogo de serviços carregado. / Service catalogue loaded.')
  if (config.seedDemo) {
    for (const login of DEMO_LOGINS) console.info(`  ${login.role}: ${login.email} / ${DEMO_LOGIN_PASSWORD}`)
  }
} catch (error) {
  console.error('Falha ao carregar os dados. / Seeding failed.', error)
  process.exitCode = 1
} finally {
  await database.close()
}
