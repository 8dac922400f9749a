import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Config } from '../config'
import { openPglite } from '../db/client'
import { moveToPostgres, MoveRefusedError } from '../db/move-to-postgres'
import type { CommandOutput } from './admin-command'

// The embedded database's own commands (decision 075): a backup (the server stopped: the folder is
// locked to one process), its restore into an empty DATA_DIR, and the move to a PostgreSQL server.

const ONLY_EMBEDDED = 'DATABASE_URL is set: this install uses PostgreSQL; back it up with pg_dump (docs/deploy.md#backups)'

/** `backup-embedded --out FILE`: the whole embedded database as one gzipped tarball (PGlite's dumpDataDir). */
export async function backupEmbedded(config: Config, out: string, io: CommandOutput): Promise<number> {
  if (config.databaseUrl) {
    io.error(`Error: ${ONLY_EMBEDDED}.`)
    return 1
  }
  if (!existsSync(join(config.dataDir, 'pglite'))) {
    io.error(`Error: there is no embedded database in ${config.dataDir}.`)
    return 1
  }
  const database = await openPglite(config.dataDir)
  try {
    // Compressed here: PGlite's own gzip (web streams) never settles on Node 20 for a database this size.
    const tarball = gzipSync(Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer()))
    writeFileSync(resolve(out), tarball, { mode: 0o600 })
    io.info(`Backup of ${join(config.dataDir, 'pglite')} written to ${resolve(out)} (${(tarball.length / 1024 / 1024).toFixed(1)} MB).`)
    return 0
  } finally {
    await database.close()
  }
}

/** `restore-embedded --from FILE`: a backup-embedded tarball becomes the embedded database of an empty DATA_DIR. */
export async function restoreEmbedded(config: Config, from: string, io: CommandOutput): Promise<number> {
  if (config.databaseUrl) {
    io.error(`Error: ${ONLY_EMBEDDED}.`)
    return 1
  }
  const folder = join(config.dataDir, 'pglite')
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    io.error(`Error: ${folder} already holds a database: move it aside (the server stopped) and run this again.`)
    return 1
  }
  const database = await openPglite(config.dataDir, { from: new Blob([gunzipSync(readFileSync(resolve(from)))]) })
  try {
    const [row] = (await database.client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'")).rows
    io.info(`Restored ${resolve(from)} into ${folder} (${row?.n ?? 0} tables). Start the server to use it.`)
    return 0
  } finally {
    await database.close()
  }
}

/** `move-to-postgres --to URL`: the embedded database, migrated, copied into a new PostgreSQL database. */
export async function moveEmbeddedToPostgres(config: Config, to: string, io: CommandOutput): Promise<number> {
  if (config.databaseUrl) {
    io.error('Error: DATABASE_URL is set: this install already uses PostgreSQL. Unset it; give the new database with --to.')
    return 1
  }
  if (!existsSync(join(config.dataDir, 'pglite'))) {
    io.error(`Error: there is no embedded database in ${config.dataDir}.`)
    return 1
  }
  const source = await openPglite(config.dataDir)
  try {
    for (const migration of await source.migrate()) io.info(`Migration applied (embedded database): ${migration}`)
    const moved = await moveToPostgres(source, to, (line) => io.info(line))
    for (const { table, rows, checksum } of moved) io.info(`  ${table.padEnd(34)} ${String(rows).padStart(8)} rows  md5 ${checksum || '-'}`)
    const total = moved.reduce((sum, table) => sum + table.rows, 0)
    io.info(`Moved ${total} rows in ${moved.length} tables; every table matches. Set DATABASE_URL to the new database (same SESSION_SECRET and keys) and start the server; keep ${config.dataDir} until you have checked it.`)
    return 0
  } catch (error) {
    if (error instanceof MoveRefusedError) {
      io.error(`Error: ${error.message}.`)
      return 1
    }
    throw error
  } finally {
    await source.close()
  }
}
