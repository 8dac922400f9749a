import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './server-process'

/** Debian's Radicale CalDAV server, when installed (`.ci/run` installs it). */
export const radicalePath = ['/usr/bin/radicale'].find((path) => existsSync(path))

/**
 * A Radicale of the test's own: a free port, a temporary storage folder and one htpasswd account
 * (plain text: a test password). `stop` ends it and removes the folder.
 */
export async function startRadicale(user = 'terapeuta@example.com', password = 'senha-de-app') {
  if (!radicalePath) throw new Error('radicale is not installed (apt-get install -y radicale)')
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'acolhe-radicale-'))
  const users = join(folder, 'users')
  writeFileSync(users, `${user}:${password}\n`)
  const config = join(folder, 'config')
  writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${users}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
    ].join('\n'),
  )
  const log: string[] = []
  const child = spawn(radicalePath, ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${log.join('')}`)
    const answered = await fetch(`${url}/.well-known/caldav`, { redirect: 'manual' }).then(() => true, () => false)
    if (answered) break
    if (Date.now() > deadline) throw new Error(`radicale did not answer: ${log.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const request = async (method: string, path: string, body?: string, contentType = 'text/calendar; charset=utf-8') => {
    const response = await fetch(`${url}${path}`, { method, headers: { authorization: auth, ...(body ? { 'content-type': contentType } : {}) }, body })
    return { status: response.status, text: await response.text() }
  }
  return {
    url,
    user,
    password,
    /** Makes a calendar at /<user>/<name>/ and returns its address. */
    makeCalendar: async (name: string, displayName: string) => {
      const body = `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`
      const made = await request('MKCALENDAR', `/${user}/${name}/`, body, 'application/xml; charset=utf-8')
      if (made.status !== 201) throw new Error(`MKCALENDAR ${made.status}: ${made.text}`)
      return `${url}/${user}/${name}/`
    },
    /** Puts one iCalendar object into a calendar. */
    putEvent: async (calendar: string, file: string, ics: string) => {
      const put = await request('PUT', `/${user}/${calendar}/${file}`, ics)
      if (put.status >= 300) throw new Error(`PUT ${put.status}: ${put.text}`)
    },
    /** The iCalendar texts of a calendar's objects, by file name. */
    eventsOf: async (calendar: string): Promise<Map<string, string>> => {
      const body = `<?xml version="1.0" encoding="utf-8"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"/></C:filter></C:calendar-query>`
      const response = await fetch(`${url}/${user}/${calendar}/`, { method: 'REPORT', headers: { authorization: auth, depth: '1', 'content-type': 'application/xml' }, body })
      const xml = await response.text()
      const events = new Map<string, string>()
      for (const match of xml.matchAll(/<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>[\s\S]*?<(?:\w+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:\w+:)?calendar-data>/g)) {
        const file = decodeURIComponent(match[1]!.split('/').filter(Boolean).at(-1) ?? '')
        events.set(file, match[2]!.replace(/&#13;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'))
      }
      return events
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
