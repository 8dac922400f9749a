import { hash, type Algorithm, type Options } from '@node-rs/argon2'
import { argon2 } from '../../src/modules/auth/passwords'

// Setup file of the API project (runs before every test file). Production hashes passwords with the
// OWASP minimum (19 MiB, 2 passes): about 30 ms of CPU per hash and per verification, which the API
// suite paid on every log-in, sign-up and fixture — over a thousand times a run. Here the test processes
// hash with argon2id's smallest cost; a verification reads its cost from the stored hash, so a log-in
// against these hashes is as cheap. Every code path is the same (the same argon2id, the same calls);
// only the work factor differs. What production uses is asserted by password-hash-cost.test.ts, in a
// process without this file; the servers and command-line tools the tests start hash as production does.
const ARGON2ID = 2 as Algorithm
const TEST_PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 }

argon2.hash = (password: string): Promise<string> => hash(password, TEST_PASSWORD_HASH_OPTIONS)
