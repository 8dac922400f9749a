// The in-process store of serialised open-times answers (decision 051): one entry per professional,
// the least recently used dropped past `capacity` entries or `maxChars` characters of JSON in all (an
// answer is ~230 characters an open hour: ~90 KB for the benchmark's 377 hours, ~330 KB for every hour
// of the 60 days). Whether an entry may still be sent is decided by the versions the database holds and
// the entry's validity window, never by its age.

export type CachedOpenTimes = {
  /** The professional's calendar version and the shared one, read in the statement that read the data. */
  version: number
  sharedVersion: number
  /** The clock instant it was computed at and the first instant it would be wrong for time alone. */
  computedAt: number
  validUntil: number
  json: string
  /** The JSON gzipped, made on the first request that takes gzip (a small fraction of the JSON; not counted in `maxChars`). */
  gzipped?: Buffer
}

export class OpenTimesCache {
  private readonly entries = new Map<string, CachedOpenTimes>()
  private chars = 0

  constructor(
    private readonly capacity = 1000,
    private readonly maxChars = 32 * 1024 * 1024,
  ) {}

  /** The entry, if it is the answer for these versions at `now`. */
  get(professionalId: string, versions: { version: number; sharedVersion: number }, now: number): CachedOpenTimes | undefined {
    const entry = this.entries.get(professionalId)
    if (!entry) return undefined
    const current = entry.version === versions.version && entry.sharedVersion === versions.sharedVersion
    // The clock may also go back (the browser tests move it): an entry is never sent before its computation.
    if (!current || now < entry.computedAt || now >= entry.validUntil) return undefined
    // Map order is insertion order: re-inserting marks it as the most recently used.
    this.entries.delete(professionalId)
    this.entries.set(professionalId, entry)
    return entry
  }

  set(professionalId: string, entry: CachedOpenTimes): void {
    this.remove(professionalId)
    this.entries.set(professionalId, entry)
    this.chars += entry.json.length
    while (this.entries.size > this.capacity || (this.chars > this.maxChars && this.entries.size > 1)) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.remove(oldest.value)
    }
  }

  private remove(professionalId: string): void {
    const entry = this.entries.get(professionalId)
    if (!entry) return
    this.chars -= entry.json.length
    this.entries.delete(professionalId)
  }

  get size(): number {
    return this.entries.size
  }
}
