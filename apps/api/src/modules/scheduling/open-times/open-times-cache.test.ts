import { describe, expect, it } from 'vitest'
import { OpenTimesCache } from './open-times-cache'

// The in-process store of open-times answers (decision 051): an entry is sent only for the versions it was
// computed with and inside its validity window; the store stays within its entry and size bounds.

describe('the open-times cache', () => {
  const entry = (version: number) => ({ version, sharedVersion: 1, computedAt: 1_000, validUntil: 2_000, json: `{"v":${version}}` })

  it('answers only for the same versions, from its computation until its validity ends', () => {
    const cache = new OpenTimesCache(10)
    cache.set('p', entry(3))
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 1_000)?.json).toBe('{"v":3}')
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 1_999)?.json).toBe('{"v":3}')
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 2_000)).toBeUndefined()
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 999)).toBeUndefined()
    expect(cache.get('p', { version: 4, sharedVersion: 1 }, 1_500)).toBeUndefined()
    expect(cache.get('p', { version: 3, sharedVersion: 2 }, 1_500)).toBeUndefined()
  })

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new OpenTimesCache(2)
    cache.set('a', entry(1))
    cache.set('b', entry(1))
    expect(cache.get('a', { version: 1, sharedVersion: 1 }, 1_500)).toBeDefined()
    cache.set('c', entry(1))
    expect(cache.size).toBe(2)
    expect(cache.get('b', { version: 1, sharedVersion: 1 }, 1_500)).toBeUndefined()
    expect(cache.get('a', { version: 1, sharedVersion: 1 }, 1_500)).toBeDefined()
  })

  it('keeps at most its size in characters of JSON, dropping the least recently used', () => {
    const cache = new OpenTimesCache(10, 20)
    cache.set('a', entry(1)) // 7 characters each
    cache.set('b', entry(1))
    cache.set('a', entry(1))
    cache.set('c', entry(1))
    expect(cache.size).toBe(2)
    expect(cache.get('b', { version: 1, sharedVersion: 1 }, 1_500)).toBeUndefined()
    cache.set('big', { ...entry(1), json: 'x'.repeat(50) })
    expect(cache.size).toBe(1)
    expect(cache.get('big', { version: 1, sharedVersion: 1 }, 1_500)).toBeDefined()
  })
})
