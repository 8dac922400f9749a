import type { FastifyBaseLogger } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wakeJobsAfterWrite } from '../src/lib/job-wakeups'
import { startIntervalJob, WAKE_GAP_MS } from '../src/lib/interval-job'

function fakeLog() {
  const log = { info: vi.fn(), error: vi.fn() }
  return { log, asLogger: log as unknown as FastifyBaseLogger }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('interval job (reminders, unpaid expiry, email outbox)', () => {
  it('runs at once and then on every interval until stopped, logging only runs that handled something', async () => {
    const counts = [0, 3, 0]
    const run = vi.fn(async () => counts.shift() ?? 0)
    const { log, asLogger } = fakeLog()
    const stop = startIntervalJob({ name: 'session reminders', id: 'session_reminders', run, intervalMs: 1_000 }, asLogger)
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).toHaveBeenCalledTimes(3)
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(log.info).toHaveBeenCalledWith({ job: 'session reminders', handled: 3 }, 'session reminders: handled')

    await stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('never starts a run while the previous one is still going', async () => {
    let finish: () => void = () => {}
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))))
    const { asLogger } = fakeLog()
    const stop = startIntervalJob({ name: 'email outbox', id: 'email_outbox', run, intervalMs: 1_000 }, asLogger)
    await vi.advanceTimersByTimeAsync(3_500)
    expect(run).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(run).toHaveBeenCalledTimes(2)
    finish()
    await stop()
  })

  it('stop waits for the run under way to finish, so shutdown closes the database after it', async () => {
    let finish: () => void = () => {}
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))))
    const { asLogger } = fakeLog()
    const stop = startIntervalJob({ name: 'email outbox', id: 'email_outbox', run, intervalMs: 1_000 }, asLogger)
    await vi.advanceTimersByTimeAsync(0)
    let stopped = false
    const stopping = stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(stopped).toBe(true)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('logs a failed run and tries again on schedule', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0)
    const { log, asLogger } = fakeLog()
    const stop = startIntervalJob({ name: 'unpaid session expiry', id: 'unpaid_session_expiry', run, intervalMs: 1_000 }, asLogger)
    await vi.advanceTimersByTimeAsync(0)
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'unpaid session expiry' }), 'unpaid session expiry: failed')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(run).toHaveBeenCalledTimes(2)
    await stop()
  })
})

describe('interval job woken by writes (email outbox, reminders, waitlist offers)', () => {
  it('runs at once when a request wrote, long before its interval', async () => {
    const run = vi.fn(async () => 0)
    const stop = startIntervalJob({ name: 'email outbox', id: 'email_outbox', run, intervalMs: 60_000, wakeOnWrites: true }, fakeLog().asLogger)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(run).toHaveBeenCalledTimes(1)
    wakeJobsAfterWrite()
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(2)
    await stop()
  })

  it('is not woken without wakeOnWrites, nor once stopped', async () => {
    const unwoken = vi.fn(async () => 0)
    const stopUnwoken = startIntervalJob({ name: 'unpaid session expiry', id: 'unpaid_holds', run: unwoken, intervalMs: 60_000 }, fakeLog().asLogger)
    const stopped = vi.fn(async () => 0)
    const stop = startIntervalJob({ name: 'email outbox', id: 'email_outbox', run: stopped, intervalMs: 60_000, wakeOnWrites: true }, fakeLog().asLogger)
    await vi.advanceTimersByTimeAsync(1_000)
    await stop()
    wakeJobsAfterWrite()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(unwoken).toHaveBeenCalledTimes(1)
    expect(stopped).toHaveBeenCalledTimes(1)
    await stopUnwoken()
  })

  it('runs a burst of wakes as few runs, at least WAKE_GAP_MS apart, and once more after a wake during a run', async () => {
    let finish: () => void = () => {}
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(0))))
    const stop = startIntervalJob({ name: 'waitlist offers', id: 'waitlist_offers', run, intervalMs: 60_000, wakeOnWrites: true }, fakeLog().asLogger)
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 10; i++) wakeJobsAfterWrite()
    finish()
    await vi.advanceTimersByTimeAsync(WAKE_GAP_MS - 1)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    finish()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).toHaveBeenCalledTimes(2)
    await stop()
  })

  it('a run that handled something wakes the other woken jobs: the emails a reminder run queued go out at once', async () => {
    const reminders = vi.fn().mockResolvedValueOnce(0).mockResolvedValueOnce(2).mockResolvedValue(0)
    const outbox = vi.fn(async () => 0)
    const stopReminders = startIntervalJob({ name: 'session reminders', id: 'reminders', run: reminders, intervalMs: 60_000, wakeOnWrites: true }, fakeLog().asLogger)
    const stopOutbox = startIntervalJob({ name: 'email outbox', id: 'email_outbox', run: outbox, intervalMs: 600_000, wakeOnWrites: true }, fakeLog().asLogger)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(outbox).toHaveBeenCalledTimes(1)
    // Time reaches the reminder's hour: the fallback interval finds it, and the outbox follows at once.
    await vi.advanceTimersByTimeAsync(59_000)
    expect(reminders).toHaveBeenCalledTimes(2)
    expect(outbox).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(outbox).toHaveBeenCalledTimes(2)
    await Promise.all([stopReminders(), stopOutbox()])
  })
})
