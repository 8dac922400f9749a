import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENVIRONMENT_VARIABLES, loadConfig } from '../src/config'
import { configurationProblems } from '../src/startup/production-guards'

// deploy/.env.example is the operator's list of settings: every variable config.ts reads is in it
// (set or commented out), and it names no variable the server ignores.
const examplePath = join(import.meta.dirname, '../../../deploy/.env.example')
const example = readFileSync(examplePath, 'utf8')

/** `NAME=value` and `# NAME=value` lines: the variables the file sets or shows. */
function listed(text: string): Map<string, { value: string; commented: boolean }> {
  const found = new Map<string, { value: string; commented: boolean }>()
  for (const line of text.split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (match?.[2]) found.set(match[2], { value: match[3] ?? '', commented: Boolean(match[1]) })
  }
  return found
}

describe('deploy/.env.example', () => {
  const variables = listed(example)

  it('lists every variable config.ts reads, and only those', () => {
    expect([...variables.keys()].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort())
    console.info(`deploy/.env.example: ${variables.size} variables, the ${ENVIRONMENT_VARIABLES.length} config.ts reads`)
  })

  it('marks the production refusals [REQUIRED] and says how to generate each secret', () => {
    const blockOf = (name: string) => {
      const lines = example.split('\n')
      const at = lines.findIndex((line) => new RegExp(`^(#\\s*)?${name}=`).test(line))
      const comments: string[] = []
      for (let i = at - 1; i >= 0 && lines[i]?.startsWith('#') && !/^#\s*[A-Z][A-Z0-9_]*=/.test(lines[i] ?? ''); i--) comments.unshift(lines[i] ?? '')
      return comments.join('\n')
    }
    for (const name of ['NODE_ENV', 'SESSION_SECRET', 'CLINICAL_NOTES_KEYS', 'PAYMENT_PROVIDER', 'MERCADOPAGO_ACCESS_TOKEN']) {
      expect(blockOf(name), name).toContain('[REQUIRED')
    }
    for (const name of ['SESSION_SECRET', 'CLINICAL_NOTES_KEYS', 'REMINDER_LINK_SECRET']) expect(blockOf(name), name).toMatch(/Generate: .*openssl rand/)
  })

  it('filled in with generated secrets, is a production configuration the server accepts', () => {
    const env: Record<string, string> = {}
    for (const [name, { value, commented }] of variables) if (!commented) env[name] = value
    // What the operator fills in: the empty values, with what the comments say to generate.
    const filled = {
      ...env,
      SESSION_SECRET: 'a'.repeat(64),
      REMINDER_LINK_SECRET: 'b'.repeat(64),
      CLINICAL_NOTES_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret',
    }
    const emptyLeft = Object.entries(env).filter(([, value]) => value === '').map(([name]) => name)
    expect(emptyLeft.sort()).toEqual(['CLINICAL_NOTES_KEYS', 'MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET', 'REMINDER_LINK_SECRET', 'SESSION_SECRET'])
    const config = loadConfig(filled)
    expect(config.isProduction).toBe(true)
    expect(configurationProblems(config)).toEqual([])
    // Left as it is (secrets empty), the same file is refused with one line per missing secret.
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET/)
  })
})
