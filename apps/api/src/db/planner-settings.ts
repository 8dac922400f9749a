import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from './client'

/** The settings migration 0026 puts on the database (decision 072; why these values: decision 062). */
export const PLANNER_SETTINGS = { jit: 'off', random_page_cost: '1.1' } as const

/**
 * The planner settings this database's new connections do not get: neither set on the database
 * (`ALTER DATABASE … SET`, which a restore without `--create` or a role without ownership leaves out)
 * nor by the server's own configuration. Empty when all hold.
 */
export async function missingPlannerSettings(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select name, (
      select split_part(entry, '=', 2) from pg_db_role_setting s, unnest(s.setconfig) entry
      where s.setdatabase = (select oid from pg_database where datname = current_database()) and s.setrole = 0
        and split_part(entry, '=', 1) = name
    ) as configured, current_setting(name) as current
    from unnest(array['jit', 'random_page_cost']) name`)
  // Both drivers answer { rows }; read through a schema rather than trusted.
  const { rows } = z.object({ rows: z.array(z.object({ name: z.enum(['jit', 'random_page_cost']), configured: z.string().nullable(), current: z.string() })) }).parse(result)
  return rows.flatMap((row) => {
    const wanted = PLANNER_SETTINGS[row.name]
    return row.configured === wanted || row.current === wanted ? [] : [`${row.name}=${wanted}`]
  })
}
