import pg from 'pg'

/** Runs one statement on the PostgreSQL server itself (CREATE/DROP DATABASE), on a short-lived connection. */
export async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
