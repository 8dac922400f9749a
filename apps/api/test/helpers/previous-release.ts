import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { repositoryRoot } from './release'

// The release before this one, for the upgrade test: its API and shared package as they were at a pinned
// commit, run from their TypeScript sources with this checkout's installed packages (that release's
// lockfile held a subset of today's, at the same versions) and its own shared package.

/** 2026-11-23: the version clinics run (4 migrations, no Receita Saúde entries, no weekly series). */
export const PREVIOUS_RELEASE = '84bed92'

export function hasPreviousRelease(): boolean {
  try {
    execFileSync('git', ['-C', repositoryRoot, 'cat-file', '-e', `${PREVIOUS_RELEASE}^{commit}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Writes the previous release's API into `folder`; answers its apps/api directory (where its server starts). */
export function checkOutPreviousRelease(folder: string): string {
  mkdirSync(folder, { recursive: true })
  execFileSync('sh', ['-c', `git -C "${repositoryRoot}" archive ${PREVIOUS_RELEASE} apps/api packages/shared package.json | tar -x -C "${folder}"`])
  const modules = join(folder, 'node_modules')
  mkdirSync(join(modules, '@acolhe'), { recursive: true })
  for (const entry of readdirSync(join(repositoryRoot, 'node_modules'))) {
    if (entry === '@acolhe' || entry.startsWith('.')) continue
    symlinkSync(join(repositoryRoot, 'node_modules', entry), join(modules, entry))
  }
  // Its own shared package (rules and texts as they were), not today's.
  symlinkSync(join(folder, 'packages/shared'), join(modules, '@acolhe/shared'))
  return join(folder, 'apps/api')
}
