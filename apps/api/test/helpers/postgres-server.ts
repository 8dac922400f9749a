import pg from 'pg'

/** Runs `work` on a short-lived connection to the PostgreSQL server itself (to create, list or drop databases). */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Runs one statement on the PostgreSQL server itself (CREATE/DROP DATABASE), on a short-lived connection. */
export async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(sql))
}

/**
 * Lets the commits of test database `name` return before the PostgreSQL server has flushed them to disk
 * (`synchronous_commit = off`, a setting of that database alone, not of the server): the tests never crash
 * the PostgreSQL server, so that flush guards nothing they check, and every commit that writes waited for
 * it (2–7 ms each on this machine's disk, idle time for the worker). A copy made from a template gets it
 * through copyDatabaseSettings (decision 106).
 */
export function skipCommitFlush(serverUrl: string, name: string): Promise<void> {
  return runOnServer(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`)
}

/**
 * Gives database `to` the database-level settings of `from` (ALTER DATABASE … SET, e.g. migration
 * 0026's planner settings): `CREATE DATABASE … TEMPLATE` copies the tables but not those, as a restore
 * without `--create` would not either.
 */
export function copyDatabaseSettings(serverUrl: string, from: string, to: string): Promise<void> {
  return runOnServer(
    serverUrl,
    `DO $$
     DECLARE setting text;
     BEGIN
       FOR setting IN SELECT unnest(s.setconfig) FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
                      WHERE d.datname = '${from}' AND s.setrole = 0 LOOP
         EXECUTE format('ALTER DATABASE %I SET %s = %L', '${to}', split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1));
       END LOOP;
     END $$`,
  )
}
