import { z } from 'zod'
import { RECOVERY_ACCOUNT_KINDS } from '@acolhe/shared/schemas/auth'

// The three recovery screens pass the email, the account kind and then the verified code through
// sessionStorage (this tab only), so a reload keeps the person on their step. Cleared after the reset.

const KEY = 'acolhe:password-recovery'

const recoveryStateSchema = z.object({
  email: z.string(),
  kind: z.enum(RECOVERY_ACCOUNT_KINDS),
  /** When the last code was asked for (ms since epoch): the resend button waits 60 s from it. */
  sentAt: z.number(),
  code: z.string().optional(),
})
export type RecoveryState = z.infer<typeof recoveryStateSchema>

export function readRecovery(): RecoveryState | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const parsed = recoveryStateSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function saveRecovery(state: RecoveryState) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state))
  } catch {
    // Storage disabled: the next screen sends the person back to the first one.
  }
}

export function clearRecovery() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing stored
  }
}

/** 'Reenviar código' waits this long after each code is asked for. */
export const RESEND_COOLDOWN_MS = 60_000
