import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config'

/** Where this instance keeps its data, for the start-up log: a PostgreSQL server (no password) or a folder. */
export function dataLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded database (PGlite) in ${join(config.dataDir, 'pglite')} — one instance only; back it up with \`npm run admin -- backup-embedded\``
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.hostname}:${url.port || '5432'} as ${decodeURIComponent(url.username) || '(default user)'}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}

/**
 * Before 1.0.0 `npm start` ran inside apps/api, so the default DATA_DIR (./data) was apps/api/data. Now
 * it is ./data of the folder the server starts in. Starting on an empty ./data beside a populated old
 * folder would look like a fresh install with every person gone: refuse and say what to move.
 */
export function movedDataDirProblem(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dataDirGiven'>, workingDirectory: string): string | undefined {
  if (config.databaseUrl || config.dataDirGiven || existsSync(join(config.dataDir, 'pglite'))) return undefined
  const old = join(workingDirectory, 'apps/api/data')
  if (!existsSync(join(old, 'pglite'))) return undefined
  return `the embedded database is in ${old} (where versions before 1.0.0 kept it) and ${config.dataDir} is empty: move it (mv ${old} ${config.dataDir}) or set DATA_DIR=${old}.`
}
