import { execFileSync } from 'node:child_process'
import { heading, table } from '../lib/report'
import { repoRoot } from '../lib/paths'

// Decision 107's side-by-side: what checking booking step 2's read (a professional's open times, 60 days
// of hours) costs with zod's classic API, with `zod/mini`, and with no check (the answer read by type
// only). Each variant runs in a fresh Node process — loading the library, building the schema, parsing
// one answer — and the variants are alternated round by round; the median of each is printed. The time
// is the process's CPU time (user + system), which a busy shared machine moves much less than the clock.
// Node runs this at the machine's full speed: a phone (Lighthouse's 4× slowdown) takes about four times
// as long. Run: `node --import tsx bench/pages/zod-alternatives.ts [--rounds=9]`.

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? '9')

/** An open-times answer as the server sends it: 60 days, 14 hours a day. */
const ANSWER = `(() => {
  const price = { service_value_cents: 15000, operating_cost_cents: 500, price_cents: 15500 }
  const availability = Array.from({ length: 60 }, (_, day) => ({
    date: '2026-12-' + String((day % 28) + 1).padStart(2, '0'), week_day: day % 7,
    hours: Array.from({ length: 14 }, (_, h) => ({ start_time: String(8 + h).padStart(2, '0') + '00', end_time: String(8 + h).padStart(2, '0') + '50',
      available_date_id: '3f2b8c1e-9a4d-4c6b-8e2f-' + String(day * 100 + h).padStart(12, '0'), price, social_rate: h === 3 })),
  }))
  return JSON.stringify({ professionalAvailability: { in_person_available: true, price, series_options: [{ weeks: 4 }, { weeks: null }], availability } })
})()`

const VARIANTS: Record<string, string> = {
  'zod (classic)': `
    const t0 = cpu()
    const { z } = await import('zod')
    const price = z.object({ service_value_cents: z.number().int(), operating_cost_cents: z.number().int(), price_cents: z.number().int() })
    const schema = z.object({ professionalAvailability: z.object({ in_person_available: z.boolean(), price: price.nullable(),
      series_options: z.array(z.object({ weeks: z.number().int().nullable() })),
      availability: z.array(z.object({ date: z.string(), week_day: z.number().int(), hours: z.array(z.object({ start_time: z.string(), end_time: z.string(),
        available_date_id: z.string().uuid(), price: price.nullable(), social_rate: z.boolean() })) })) }) })
    const t1 = cpu()
    schema.parse(JSON.parse(answer))
    const t2 = cpu()`,
  'zod/mini': `
    const t0 = cpu()
    const z = await import('zod/mini')
    const price = z.object({ service_value_cents: z.int(), operating_cost_cents: z.int(), price_cents: z.int() })
    const schema = z.object({ professionalAvailability: z.object({ in_person_available: z.boolean(), price: z.nullable(price),
      series_options: z.array(z.object({ weeks: z.nullable(z.int()) })),
      availability: z.array(z.object({ date: z.string(), week_day: z.int(), hours: z.array(z.object({ start_time: z.string(), end_time: z.string(),
        available_date_id: z.uuid(), price: z.nullable(price), social_rate: z.boolean() })) })) }) })
    const t1 = cpu()
    schema.parse(JSON.parse(answer))
    const t2 = cpu()`,
  'no check (type only)': `
    const t0 = cpu()
    const t1 = cpu()
    JSON.parse(answer)
    const t2 = cpu()`,
}

function runOnce(body: string): { setUp: number; parse: number } {
  // jitless as in the browser, where the page's Content-Security-Policy forbids the eval zod compiles with.
  const script = `const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
    const answer = ${ANSWER}
    ${body.replace("await import('zod')", "await import('zod').then((m) => (m.z.config({ jitless: true }), m))").replace("await import('zod/mini')", "await import('zod/mini').then((m) => (m.config({ jitless: true }), m))")}
    console.log(JSON.stringify({ setUp: t1 - t0, parse: t2 - t1 }))`
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' })
  return JSON.parse(out) as { setUp: number; parse: number }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const results = new Map<string, { setUp: number[]; parse: number[] }>(Object.keys(VARIANTS).map((name) => [name, { setUp: [], parse: [] }]))
for (let round = 0; round < rounds; round++) {
  for (const [name, body] of Object.entries(VARIANTS)) {
    const { setUp, parse } = runOnce(body)
    results.get(name)?.setUp.push(setUp)
    results.get(name)?.parse.push(parse)
  }
}

heading(`Checking step 2's open-times answer (60 days × 14 hours): median of ${rounds} fresh processes each, alternated`)
table(
  ['variant', 'load the library + build the schema', 'parse one answer', 'total'],
  [...results].map(([name, { setUp, parse }]) => [name, `${median(setUp).toFixed(1)} ms`, `${median(parse).toFixed(1)} ms`, `${(median(setUp) + median(parse)).toFixed(1)} ms`]),
)
