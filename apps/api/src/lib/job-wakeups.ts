// The jobs that deliver what a request creates — the email outbox, the reminders, the waitlist's offers —
// run at once after a request that wrote, instead of waiting for their next check. A change that queues
// an email, cancels a session or moves the test clock commits before its answer is sent, so by then the
// job finds the new work. Their interval remains, as the fallback for work nobody's request made here:
// time passing, another instance's requests, a retry's back-off (decision 117).

type Wake = () => void

const wakeables = new Set<Wake>()

/** Registers a job's wake (startIntervalJob with `wakeOnWrites`); returns its removal. */
export function wakeOnWrites(wake: Wake): () => void {
  wakeables.add(wake)
  return () => {
    wakeables.delete(wake)
  }
}

/** Wakes every registered job of this process but `except` (a job that has just run). */
export function wakeJobsAfterWrite(except?: Wake): void {
  for (const wake of wakeables) if (wake !== except) wake()
}
