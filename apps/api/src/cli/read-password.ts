import type { Readable, Writable } from 'node:stream'
import { read } from 'read'

export type PasswordSource = { input: Readable & { isTTY?: boolean }; output: Writable & { isTTY?: boolean } }

/** The first line of a piped stdin (`printf '%s\n' "$PASSWORD" | npm run admin -- create …`). */
async function firstLine(input: Readable): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/**
 * A password from a prompt that does not echo it (asked twice) when stdin is a terminal, else from the
 * first line of stdin. Never from the command line: argv is visible to every user of the machine (ps)
 * and lands in shell histories and npm's debug logs.
 */
export async function readNewPassword(source: PasswordSource): Promise<string> {
  if (!source.input.isTTY) return firstLine(source.input)
  const options = { input: source.input, output: source.output, silent: true, replace: '*' }
  const first = await read({ ...options, prompt: 'Password: ' })
  const again = await read({ ...options, prompt: 'Password again: ' })
  if (first !== again) throw new PasswordMismatchError()
  return first
}

export class PasswordMismatchError extends Error {
  constructor() {
    super('the two passwords typed differ')
  }
}
