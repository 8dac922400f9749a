import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../src/db/client'
import { runOnServer, skipCommitFlush } from '../helpers/postgres-server'
import { dropLeftoverDatabases, dropRunDatabases, runDatabaseNames } from './run-databases'

// Vitest global setup of the API project: every migration runs ONCE per test run, into a template,
// and each test file's database is a copy of it (see helpers/database.ts and decision 019).
// - PostgreSQL (TEST_DATABASE_URL): a template database; copies are `CREATE DATABASE … TEMPLATE`.
// - PGlite: a migrated in-memory instance dumped to a tarball that each copy loads (`loadDataDir`).

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database on the TEST_DATABASE_URL server. */
    postgresTemplate: string | null
    /** Start of the name of every test database of this run on that server (dropped together at its end). */
    postgresDatabasePrefix: string | null
    /** File of a migrated PGlite data directory (tarball). */
    pgliteTemplate: string | null
  }
}

async function preparePostgresTemplate(serverUrl: string): Promise<{ name: string; prefix: string; drop: () => Promise<void> }> {
  const now = Date.now()
  await dropLeftoverDatabases(serverUrl, now)
  const { template: name, prefix } = runDatabaseNames(now, randomBytes(3).toString('hex'))
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`)
  // Copied to every test file's database with the migrations' own settings (helpers/database.ts).
  await skipCommitFlush(serverUrl, name)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), 1)
  await database.migrate()
  // A template must have no open connection when it is copied.
  await database.close()
  return {
    name,
    prefix,
    // The test files' databases first, in one go at the run's end (run-databases.ts), then the template.
    drop: async () => {
      await dropRunDatabases(serverUrl, prefix)
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function preparePgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'acolhe-pglite-template-'))
  const database = await openPglite('memory://')
  await database.migrate()
  const file = join(folder, 'migrated.tar')
  writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()))
  await database.close()
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  const postgres = serverUrl ? await preparePostgresTemplate(serverUrl) : null
  // Without a server every test file runs on PGlite; with one, only a few files open PGlite themselves.
  const pglite = await preparePgliteTemplate()
  project.provide('postgresTemplate', postgres?.name ?? null)
  project.provide('postgresDatabasePrefix', postgres?.prefix ?? null)
  project.provide('pgliteTemplate', pglite.file)
  return async () => {
    await postgres?.drop()
    pglite.remove()
  }
}
