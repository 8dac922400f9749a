import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { instanceSecrets } from '../../db/schema/operations'

/**
 * The secret stored under `name`, storing `candidate` first when there is none: the first instance to ask
 * wins and every other reads its value (a unique primary key, so two starting at once agree).
 */
export async function storedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: instanceSecrets.name })
  const [row] = await db.select({ value: instanceSecrets.value }).from(instanceSecrets).where(eq(instanceSecrets.name, name))
  if (!row) throw new Error(`instance secret ${name} could not be stored`)
  return row.value
}
