import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from '../src/modules/auth/passwords'

const apiDir = join(import.meta.dirname, '..')

// The API test processes hash at argon2id's smallest cost (test/setup/cheap-password-hashes.ts); this
// file pins what production stores, hashed in a process without the test setup, as the server loads
// the module.
describe('the cost of a password hash', () => {
  let production = ''
  beforeAll(() => {
    const script = "const { hashPassword } = await import('./src/modules/auth/passwords.ts'); console.log(await hashPassword('Acolhe123'))"
    production = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: apiDir, encoding: 'utf8' }).trim()
  }, 60_000)

  it('production hashes with argon2id at the OWASP minimum: 19 MiB, 2 passes, 1 lane', () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 })
    expect(production).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it("the API tests hash at argon2id's smallest cost, and a production-cost hash still verifies", async () => {
    expect(await hashPassword('Acolhe123')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
    // A verification takes its cost from the stored hash: one made as production makes it opens as before.
    expect(await verifyPassword(production, 'Acolhe123')).toBe(true)
    expect(await verifyPassword(production, 'Acolhe124')).toBe(false)
  })
})
