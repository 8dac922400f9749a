// Step 1 of /cadastro is kept until step 2 sends everything, and cleared when it is done. Decision 010: the email goes to sessionStorage (this tab only, gone when it closes) so a
// reload keeps it; the password stays in memory only and is never written to browser storage, so a
// reload of step 2 asks for it again on step 1.

const EMAIL_KEY = 'acolhe:patient-sign-up:email'
let passwordInMemory: string | null = null

export type StepOneData = { email: string; password: string | null }

export function saveStepOne({ email, password }: { email: string; password: string }) {
  passwordInMemory = password
  try {
    sessionStorage.setItem(EMAIL_KEY, email)
  } catch {
    // Storage may be disabled (private mode); the in-memory step still works within this page load.
  }
}

/** What step 1 left, or null when nobody started a sign-up in this tab. */
export function readStepOne(): StepOneData | null {
  let email: string | null
  try {
    email = sessionStorage.getItem(EMAIL_KEY)
  } catch {
    email = null
  }
  return email ? { email, password: passwordInMemory } : null
}

export function clearStepOne() {
  passwordInMemory = null
  try {
    sessionStorage.removeItem(EMAIL_KEY)
  } catch {
    // nothing stored
  }
}
