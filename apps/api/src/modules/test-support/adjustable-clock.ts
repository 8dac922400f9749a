import { systemClock, type Clock } from '../../lib/clock'

// The server clock of browser end-to-end runs: real time plus an offset the tests set, so a journey can
// place "now" ten minutes before a booked session while time still moves on. Only built by server.ts
// when config.testClockControl is on, which config.ts refuses outside NODE_ENV=test.

export type AdjustableClock = Clock & { setOffset: (ms: number) => void; offset: () => number }

const ADJUSTABLE = Symbol('adjustable-clock')

export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0
  return Object.assign(
    {
      now: () => new Date(base.now().getTime() + offsetMs),
      setOffset: (ms: number) => {
        offsetMs = ms
      },
      offset: () => offsetMs,
    },
    { [ADJUSTABLE]: true },
  )
}

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return ADJUSTABLE in clock
}
