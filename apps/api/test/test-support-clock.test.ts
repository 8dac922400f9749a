import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { fixedClock } from '../src/lib/clock'
import { adjustableClock } from '../src/modules/test-support/adjustable-clock'
import { createTestApp, type TestApp } from './helpers/app'
import { createAvailability, createProfessional } from '../src/seed/factories'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('test-only clock control', () => {
  it('moves the server clock that the booking rules read, and goes back to real time', async () => {
    const clock = adjustableClock(fixedClock('2026-11-23T12:00:00.000Z'))
    app = await createTestApp({ config: { testClockControl: true }, clock })

    const moved = await app.inject({ method: 'PUT', url: '/api/test-support/clock', payload: { now: '2026-11-30T12:50:00.000Z' } })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toEqual({ now: '2026-11-30T12:50:00.000Z', offset_ms: 7 * 86_400_000 + 50 * 60_000 })
    expect(clock.now().toISOString()).toBe('2026-11-30T12:50:00.000Z')

    const back = await app.inject({ method: 'PUT', url: '/api/test-support/clock', payload: { offset_ms: 0 } })
    expect(back.json()).toEqual({ now: '2026-11-23T12:00:00.000Z', offset_ms: 0 })
  })

  it('moves what the open times are computed from', async () => {
    const clock = adjustableClock(fixedClock('2026-11-23T12:00:00.000Z')) // Monday 09:00 in Brasília
    app = await createTestApp({ config: { testClockControl: true }, clock })
    const professional = await createProfessional(app.deps.db, { authorized: true, serviceModality: 'FULL_REMOTE' })
    await createAvailability(app.deps.db, professional.id, [{ weekDay: 1, startTime: '0800', endTime: '1200' }])
    const firstDay = async () => {
      const reply = await app!.inject({ method: 'GET', url: `/api/public/available-dates/${professional.id}` })
      return (reply.json() as { professionalAvailability: { availability: { date: string }[] } }).professionalAvailability.availability[0]?.date
    }
    expect(await firstDay()).toBe('2026-11-23')
    await app.inject({ method: 'PUT', url: '/api/test-support/clock', payload: { now: '2026-11-23T16:00:00.000Z' } })
    expect(await firstDay()).toBe('2026-11-30')
  })

  it('does not exist without the flag, nor with the ordinary clock', async () => {
    app = await createTestApp()
    const reply = await app.inject({ method: 'PUT', url: '/api/test-support/clock', payload: { offset_ms: 1 } })
    expect(reply.statusCode).toBe(404)
  })

  it('refuses the flag outside NODE_ENV=test, so production cannot start with it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: '1', SESSION_SECRET: 'x'.repeat(64) })).toThrow(/only allowed with NODE_ENV=test/)
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK_CONTROL: '1', DATA_DIR: '/tmp/acolhe-clock-test' })).toThrow(/only allowed/)
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: '1', DATA_DIR: '/tmp/acolhe-clock-test' }).testClockControl).toBe(true)
  })

  it('takes a start instant only beside the flag, under NODE_ENV=test', () => {
    const start = '2026-12-02T09:10:00-03:00'
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: start, DATA_DIR: '/tmp/acolhe-clock-test' })).toThrow(/TEST_CLOCK_START is only allowed/)
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_START: start, SESSION_SECRET: 'x'.repeat(64) })).toThrow(/only allowed/)
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: '1', TEST_CLOCK_START: 'next wednesday', DATA_DIR: '/tmp/acolhe-clock-test' })).toThrow()
    const config = loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: '1', TEST_CLOCK_START: start, DATA_DIR: '/tmp/acolhe-clock-test' })
    expect(config.testClockStart?.toISOString()).toBe('2026-12-02T12:10:00.000Z')
  })
})
