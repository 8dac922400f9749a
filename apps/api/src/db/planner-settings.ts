import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from './client'

/** The settings migration 0026 puts on the database (decision 072; why these values: decision 062). */
export const PLANNER_SETTINGS = { jit: 'off', random_page_cost: '1.1' } as const

/**
 * The planner settings this database's new connections do not get from the database or the role
 * (`ALTER DATABASE … SET`, `ALTER ROLE … SET`), which a restore without `--create` or a role that does
 * not own the database leaves out. Empty when all hold. The current session is not asked: a connection
 * opened before migration 0026 keeps the old values until it is renewed.
 */
export async function missingPlannerSettings(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select split_part(entry, '=', 1) as name, split_part(entry, '=', 2) as value
    from pg_db_role_setting s, unnest(s.setconfig) entry
    where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and s.setrole in (0, (select oid from pg_roles where rolname = current_user))`)
  // Both drivers answer { rows }; read through a schema rather than trusted.
  const { rows } = z.object({ rows: z.array(z.object({ name: z.string(), value: z.string() })) }).parse(result)
  return Object.entries(PLANNER_SETTINGS).flatMap(([name, wanted]) => (rows.some((row) => row.name === name && row.value === wanted) ? [] : [`${name}=${wanted}`]))
}
