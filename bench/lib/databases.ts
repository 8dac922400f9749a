import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

// Scratch databases: a fresh PGlite folder or a fresh PostgreSQL database per benchmark, removed after.

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type Scratch = { engine: 'pglite' | 'postgres'; dataDir: string; databaseUrl?: string; drop: () => Promise<void> }

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

export function scratchPglite(label: string): Scratch {
  const dataDir = mkdtempSync(join(tmpdir(), `acolhe-bench-${label}-`))
  return { engine: 'pglite', dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function scratchPostgres(label: string): Promise<Scratch> {
  const name = `acolhe_bench_${label}_${process.pid}_${Date.now()}`
  await onAdmin((client) => client.query(`create database ${name}`))
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(join(tmpdir(), `acolhe-bench-${label}-`))
  return {
    engine: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await onAdmin((client) => client.query(`drop database if exists ${name} with (force)`))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A named PostgreSQL database kept between runs (`--keep=<name>` of the scale part): created when missing
 * and never dropped, so the second run skips the data's generation. Its folder is a fresh one each run.
 */
export async function keptPostgres(name: string): Promise<Scratch & { existed: boolean }> {
  if (!/^acolhe_[a-z0-9_]+$/.test(name)) throw new Error(`--keep takes a database name of the form acolhe_<letters, digits, _>, not ${name}`)
  const existed = await onAdmin(async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${name}`)
    return Boolean(rowCount)
  })
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(join(tmpdir(), `acolhe-bench-${name}-`))
  return { engine: 'postgres', dataDir, databaseUrl: url.toString(), existed, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
}
