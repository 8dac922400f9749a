import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { repoRoot, webDir } from '../lib/paths'

// The two builds the page bench compares in one run: this checkout's web app ("after") and the web app
// of another commit ("before", by default `main`), each built by its own sources into a temp folder and
// served by this checkout's API. The "before" sources are extracted with `git archive` (no worktree is
// registered in the repository) and resolve their packages through links to this checkout's
// node_modules, except @acolhe/shared and @acolhe/web, which are that commit's own: a library whose
// version changed between the two commits is measured at this checkout's version in both.

export type WebBuild = { label: string; commit: string; distDir: string }

/** `vite build` of the web app in `appDir` into `outDir`, with hidden source maps (for the CPU profile; never requested by a page). */
function viteBuild(appDir: string, outDir: string): void {
  execFileSync(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
  })
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim()
}

/** The commit `ref` names, or null when it names none. */
export function commitOf(ref: string): string | null {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
  } catch {
    return null
  }
}

/** Whether the working tree differs from HEAD in what the web build reads. */
export function webSourcesChanged(): boolean {
  return git('status', '--porcelain', '--', 'apps/web', 'packages/shared') !== ''
}

/** This checkout's web app, working tree included. */
export function buildHere(): WebBuild {
  const distDir = join(mkdtempSync(join(tmpdir(), 'acolhe-bench-web-')), 'dist')
  viteBuild(webDir, distDir)
  return { label: 'after', commit: `${git('rev-parse', '--short', 'HEAD')}${webSourcesChanged() ? '+changes' : ''}`, distDir }
}

/** The web app of `commit`, built from its own sources. `cleanup` removes the sources (the dist stays until `dropBuild`). */
export function buildAt(commit: string): WebBuild {
  const sources = mkdtempSync(join(tmpdir(), 'acolhe-bench-before-src-'))
  try {
    execFileSync('sh', ['-c', `git archive ${commit} apps/web packages/shared tsconfig.base.json | tar -x -C "${sources}"`], { cwd: repoRoot, stdio: 'inherit' })
    const modules = join(sources, 'node_modules')
    mkdirSync(join(modules, '@acolhe'), { recursive: true })
    for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
      if (entry !== '@acolhe') symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry))
    }
    symlinkSync(join(sources, 'packages/shared'), join(modules, '@acolhe/shared'))
    symlinkSync(join(sources, 'apps/web'), join(modules, '@acolhe/web'))
    // Packages npm installed inside the workspace (versions the root could not share).
    try {
      symlinkSync(join(webDir, 'node_modules'), join(sources, 'apps/web/node_modules'))
    } catch {
      // this checkout has none
    }
    const distDir = join(mkdtempSync(join(tmpdir(), 'acolhe-bench-web-before-')), 'dist')
    viteBuild(join(sources, 'apps/web'), distDir)
    return { label: 'before', commit: commit.slice(0, 7), distDir }
  } finally {
    rmSync(sources, { recursive: true, force: true })
  }
}

export function dropBuild(build: WebBuild): void {
  // The build's own folder: its dist and, beside it, the server bundle of the pages rendered per request.
  rmSync(dirname(build.distDir), { recursive: true, force: true })
}
