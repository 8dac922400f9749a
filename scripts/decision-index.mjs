// The index of decision records (docs/decisions/README.md) is made from the records themselves, so it
// cannot fall behind: each record's number, title and the first sentence of its `Status:` line. A record
// that replaces another says so in its own Status line ("Supersedes …"), and the replaced one's Status
// line names its successor ("superseded by …"): the index shows both as written.
//
// `node scripts/decision-index.mjs --write` rewrites the index; the test beside this file fails when the
// committed index differs from what this script makes, or when a record has no Status line.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url))
export const INDEX_FILE = join(DECISIONS_DIR, 'README.md')

const RECORD_NAME = /^(\d{3})-.+\.md$/

/** Each record as { number, file, title, status }; status is null when the record has no Status line. */
export function readRecords(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => RECORD_NAME.test(file))
    .sort()
    .map((file) => {
      const lines = readFileSync(join(dir, file), 'utf8').split('\n')
      const title = (lines[0] ?? '').replace(/^#\s*\d{3}\s*[—-]\s*/, '').trim()
      // The Status paragraph: its first line and the lines that continue it up to a blank line.
      const start = lines.findIndex((line) => /^Status:/i.test(line))
      if (start < 0) return { number: file.slice(0, 3), file, title, status: null }
      const end = lines.findIndex((line, index) => index > start && line.trim() === '')
      const paragraph = lines.slice(start, end < 0 ? undefined : end).join(' ')
      return { number: file.slice(0, 3), file, title, status: paragraph.replace(/^Status:\s*/i, '').replace(/\s+/g, ' ').trim() }
    })
}

/** The index page's text. */
export function renderIndex(records) {
  const rows = records.map(({ number, file, title, status }) => `| [${number}](${file}) | ${title.replaceAll('|', '\\|')} | ${(status ?? '').replaceAll('|', '\\|')} |`)
  return [
    '# Decision records',
    '',
    'One record per lasting choice: its context, the decision and its consequences. A record is never',
    'rewritten once accepted; a later record supersedes it and both Status lines say so. The pages under',
    '`docs/product/` and the topic pages in `docs/` describe the present; these records say why it is so.',
    '',
    'This index is generated from the records (`node scripts/decision-index.mjs --write`); a test fails',
    'when it falls behind. Numbers 024, 046 and 048 were never used.',
    '',
    '| record | decision | status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const records = readRecords()
  const missing = records.filter((record) => record.status === null)
  if (missing.length > 0) {
    console.error(`Records without a Status line: ${missing.map((record) => record.file).join(', ')}`)
    process.exit(1)
  }
  const text = renderIndex(records)
  if (process.argv.includes('--write')) writeFileSync(INDEX_FILE, text)
  else process.stdout.write(text)
}
