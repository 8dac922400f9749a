/** The one source of "now" on the server, so tests can place time anywhere. */
export type Clock = { now: () => Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests can set and move. */
export function fixedClock(start: Date | string): Clock & { set: (d: Date | string) => void; advance: (ms: number) => void } {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d)
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}
