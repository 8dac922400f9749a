import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// PGlite keeps no lock of its own on its folder: two processes writing it at once (a server and
// `npm run admin`, or a backup copying it) would corrupt it or copy a half-written state. Whoever opens
// the folder writes its PID here first; another live process finds it and stops.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the embedded database of `dataDir` for this process; answers the release. Throws when another live process has it. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(file, 'utf8').trim())
      // This process already has it (tests reopen a folder they closed) or a crashed process left it.
      if (holder === process.pid) return () => rmSync(file, { force: true })
      if (holder > 0 && isAlive(holder)) {
        throw new Error(`the embedded database in ${dataDir} is open in another Acolhe process (PID ${holder}): stop that server (or command) first`, { cause: error })
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock the embedded database in ${dataDir}`)
}
