import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum that the
// package does not export at run time, so its value is written out.
const ARGON2ID = 2 as Algorithm
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a hash (unknown email, Google-only account) it
 * still runs one verification against a throwaway hash, so the answer takes as long either way and
 * the timing does not reveal which emails are registered.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('acolhe-dummy-password-0')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
