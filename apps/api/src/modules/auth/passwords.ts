import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

// `Algorithm` is a const enum that the package does not export at run time, so its value is written out.
const ARGON2ID = 2 as Algorithm
/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): every hash the product stores. */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/**
 * The argon2 calls, as one object so that tests can count them (`vi.spyOn(argon2, 'verify')`) and
 * prove that a login for an unknown email still runs a verification, and so that the API test
 * processes can hash at a lower cost (test/setup/cheap-password-hashes.ts).
 */
export const argon2 = {
  hash: (password: string): Promise<string> => hash(password, PASSWORD_HASH_OPTIONS),
  verify: (storedHash: string, password: string): Promise<boolean> => verify(storedHash, password).catch(() => false),
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password)
}

// Made with the same parameters as every stored hash, so verifying against it costs the same.
let dummyHash: Promise<string> | undefined
const dummy = () => (dummyHash ??= argon2.hash('acolhe-dummy-password-0'))

/**
 * Checks a password against a stored hash. Without a hash (unknown email, Google-only account) it
 * still runs one verification against a throwaway hash, so the answer takes as long either way and
 * the timing does not reveal which emails are registered.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await argon2.verify(await dummy(), password)
    return false
  }
  return argon2.verify(storedHash, password)
}

/** Computes the throwaway hash ahead of the first unknown-email login (start-up), not during it. */
export async function prepareDummyHash(): Promise<void> {
  await dummy()
}
