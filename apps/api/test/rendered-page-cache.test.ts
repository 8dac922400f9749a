import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderedPageCache } from '../src/plugins/rendered-page-cache'

// Decision 116: a page rendered per request is reused only for the very inputs it was rendered from.

const answers = (openTimes: string) => [
  { address: '/api/user/me', status: 401, body: '{"message":"Não autenticado."}' },
  { address: '/api/public/available-dates/p1', status: 200, body: openTimes },
]
const day = (date: string) => () => new Date(`${date}T12:00:00.000Z`)

function counted(html: string | null) {
  const calls = { count: 0 }
  const render = () => {
    calls.count += 1
    return Promise.resolve(html)
  }
  return { calls, render }
}

describe('the rendered pages kept', () => {
  it('renders once for the same address, answers and day, and gives the page gzipped too', async () => {
    const cache = renderedPageCache(8, 1_000_000, day('2026-11-29'))
    const { calls, render } = counted('<p>08:00</p>')
    const first = await cache.pageFor('/agendamento?d=a', answers('{"hours":["08:00"]}'), render)
    const second = await cache.pageFor('/agendamento?d=a', answers('{"hours":["08:00"]}'), render)
    expect(calls.count).toBe(1)
    expect(second?.html).toBe('<p>08:00</p>')
    expect(gunzipSync(first?.gzipped() ?? Buffer.alloc(0)).toString()).toBe('<p>08:00</p>')
  })

  it('renders again when an answer changed (an hour booked), for another address, or on another day', async () => {
    let now = new Date('2026-11-29T12:00:00.000Z')
    const cache = renderedPageCache(8, 1_000_000, () => now)
    const { calls, render } = counted('<p>page</p>')
    await cache.pageFor('/agendamento?d=a', answers('{"hours":["08:00","09:00"]}'), render)
    await cache.pageFor('/agendamento?d=a', answers('{"hours":["09:00"]}'), render)
    await cache.pageFor('/agendamento?d=b', answers('{"hours":["09:00"]}'), render)
    now = new Date('2026-11-30T12:00:00.000Z')
    await cache.pageFor('/agendamento?d=b', answers('{"hours":["09:00"]}'), render)
    expect(calls.count).toBe(4)
  })

  it('keeps no page it could not render, and drops the least recently used past its bounds', async () => {
    const cache = renderedPageCache(2, 1_000_000, day('2026-11-29'))
    const none = counted(null)
    expect(await cache.pageFor('/agendamento?d=x', answers('{}'), none.render)).toBeNull()
    expect(await cache.pageFor('/agendamento?d=x', answers('{}'), none.render)).toBeNull()
    expect(none.calls.count).toBe(2)
    const { calls, render } = counted('<p>page</p>')
    await cache.pageFor('/agendamento?d=1', answers('{}'), render)
    await cache.pageFor('/agendamento?d=2', answers('{}'), render)
    await cache.pageFor('/agendamento?d=1', answers('{}'), render) // 1 is now the most recent
    await cache.pageFor('/agendamento?d=3', answers('{}'), render) // drops 2
    await cache.pageFor('/agendamento?d=1', answers('{}'), render)
    expect(calls.count).toBe(3)
    await cache.pageFor('/agendamento?d=2', answers('{}'), render)
    expect(calls.count).toBe(4)
  })
})
