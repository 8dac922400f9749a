// The repository explains itself (decision 025): no file may cite a document a reader of the repository
// does not have — an outside product description by section ("spec 01 §2"), its decisions file, an
// outside architecture note, a tracker item by number ("issue 9") or a path beside the repository.
// Product rules are in docs/product/, lasting choices in docs/decisions/; comments point there or
// simply state the reason.
//
// It also holds the documents to the code they describe: a path of the repository (`apps/…`, `docs/…`,
// …) or a relative link in a Markdown file must name something that exists. Decision records (and the
// bench's run log) are left out of that part: each describes the code as it was then.
//
// `node scripts/check-self-contained.mjs` lists the offenders and exits 1; the test beside this file runs
// the same check in `npx vitest run`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What may not appear (case-insensitive, but for the architecture note). */
export const FORBIDDEN_PATTERNS = [
  /spec 0[0-9]/i,
  /spec §/i,
  /00-decisions/i,
  // An outside architecture note, named in capitals; the repository's own map is docs/architecture.md.
  /ARCHITECTURE\.md/,
  /issue [0-9]+/i,
  /\.\.\/shared/i,
  /\/work\/shared/i,
]

/** The folders searched, from the repository's root. */
export const SEARCHED_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs']

const TEXT_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.md', '.json', '.css', '.html', '.sql', '.yml', '.yaml']
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'coverage', '.vite'])

/** This check and its test name the patterns themselves. */
const SELF = ['scripts/check-self-contained.mjs', 'scripts/check-self-contained.test.mjs']

/** Paths exempt from the check: none. Keep it so; point comments at docs/ instead. */
export const ALLOWLIST = []

const toPosix = (path) => path.split(sep).join('/')

function* textFiles(root, dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* textFiles(root, path)
    } else if (entry.isFile() && TEXT_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) {
      yield toPosix(relative(root, path))
    }
  }
}

/**
 * Every line under `roots` of `root` that matches a forbidden pattern, outside `allowlist` (path
 * prefixes). Answers `{ file, line, text }`, sorted by file and line.
 */
export function findOffenders(root, { roots = SEARCHED_ROOTS, allowlist = ALLOWLIST } = {}) {
  const offenders = []
  for (const top of roots) {
    for (const file of textFiles(root, join(root, top))) {
      if (SELF.includes(file) || allowlist.some((prefix) => file.startsWith(prefix))) continue
      const lines = readFileSync(join(root, file), 'utf8').split('\n')
      lines.forEach((text, index) => {
        if (FORBIDDEN_PATTERNS.some((pattern) => pattern.test(text))) offenders.push({ file, line: index + 1, text: text.trim() })
      })
    }
  }
  return offenders.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** A repository path as documents write it: from a top folder, ending in a name (a trailing dot is prose). */
const REPOSITORY_PATH = /(?<![\w./-])((?:apps|packages|docs|bench|e2e|scripts|deploy)\/[\w./@-]*[\w-])/g
/** A Markdown link's target, without its #anchor. */
const MARKDOWN_LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g
/**
 * Paths no checkout holds: build output, placeholders a document explains, and what an operator or the
 * server creates when it runs (the env file and certificates beside deploy/, embedded data folders).
 */
const NOT_CHECKED = [/(^|\/)dist(\/|$)/, /NNN/, /\*/, /^deploy\/\.env$/, /^deploy\/tls(\/|$)/, /(^|\/)data(\/|$)/]

/**
 * Every path or relative link in the Markdown files under `roots` (and the root README.md) that names
 * nothing in `root`, decision records and the bench's run log excepted. Answers `{ file, line, text }` with the missing path.
 */
export function findMissingPaths(root, { roots = SEARCHED_ROOTS } = {}) {
  const missing = []
  const files = [...(existsSync(join(root, 'README.md')) ? ['README.md'] : []), ...roots.flatMap((top) => [...textFiles(root, join(root, top))])]
  for (const file of files) {
    // Decision records and the bench's run log are history: they name files as they were then.
    if (!file.endsWith('.md') || file.startsWith('docs/decisions/') || file === 'bench/run-log.md') continue
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const paths = [...line.matchAll(REPOSITORY_PATH)].map((m) => ({ path: m[1], at: root }))
        const links = [...line.matchAll(MARKDOWN_LINK)].filter((m) => !/^[a-z]+:/i.test(m[1])).map((m) => ({ path: m[1], at: join(root, dirname(file)) }))
        for (const { path, at } of [...paths, ...links]) {
          if (NOT_CHECKED.some((pattern) => pattern.test(path))) continue
          if (!existsSync(join(at, path))) missing.push({ file, line: index + 1, text: path })
        }
      })
  }
  return missing.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** Allowlist entries that no longer exist (a moved or finished folder should leave the list). */
export function staleAllowlistEntries(root, allowlist = ALLOWLIST) {
  return allowlist.filter((prefix) => {
    try {
      return !statSync(join(root, prefix)).isDirectory()
    } catch {
      return true
    }
  })
}

export const formatOffenders = (offenders) => offenders.map((o) => `${o.file}:${o.line}: ${o.text}`).join('\n')

export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url))

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const offenders = findOffenders(REPOSITORY_ROOT)
  const missing = findMissingPaths(REPOSITORY_ROOT)
  if (offenders.length > 0) console.error(`${offenders.length} line(s) cite documents outside the repository (decision 025):\n${formatOffenders(offenders)}`)
  if (missing.length > 0) console.error(`${missing.length} document line(s) name a path that does not exist:\n${formatOffenders(missing)}`)
  if (offenders.length > 0 || missing.length > 0) process.exit(1)
  console.info('The repository is self-contained: no line cites a document outside it, and every path a document names exists.')
}
