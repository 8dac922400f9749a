// The pages of the page-budget bench (part 3) with their page-speed targets (decision 045; step 2 and the
// logged-in homes: decision 110): what a person downloads to see each one (cold cache) and how
// Lighthouse's mobile preset scores it.

export type LoginKind = 'patient' | 'professional' | 'admin'

/** Lighthouse performance at least, first-load JavaScript (gzip) at most, Total Blocking Time below. */
export type PageTarget = { performance: number; jsGzipKiB: number; tbtMs: number }

export type MeasuredPage = {
  area: string
  path: string
  logIn?: { kind: LoginKind; email: string }
  /** Booking step 2: the address is the one the wizard shows once step 1 chose a professional. */
  stepTwo?: true
  target: PageTarget
}

const ARRIVAL: PageTarget = { performance: 95, jsGzipKiB: 100, tbtMs: 200 }
const LOGIN: PageTarget = { performance: 95, jsGzipKiB: 120, tbtMs: 200 }
// Booking step 2 is where a professional's own link lands: a first screen like the arrival pages, though
// the app renders it (decision 110).
const STEP_TWO: PageTarget = { performance: 95, jsGzipKiB: 100, tbtMs: 200 }
// The logged-in homes: the JS and TBT bounds are still decision 045's; performance is decision 110's.
const HOME: PageTarget = { performance: 95, jsGzipKiB: 150, tbtMs: 300 }
const ADMIN_DASHBOARD: PageTarget = { performance: 90, jsGzipKiB: 150, tbtMs: 300 }

/** Every page: accessibility 100, best practices at least 95, CLS below 0.05. */
export const EVERY_PAGE = { accessibility: 100, bestPractices: 95, cls: 0.05 }

// Demo people of the seed (SEED_DEMO=1), all with the password Acolhe123.
export const MEASURED_PAGES: MeasuredPage[] = [
  { area: 'public landing', path: '/', target: ARRIVAL },
  { area: 'booking (step 1)', path: '/agendamento', target: ARRIVAL },
  { area: 'booking (step 2)', path: '/agendamento', stepTwo: true, target: STEP_TWO },
  { area: 'patient login', path: '/login', target: LOGIN },
  { area: 'patient sign-up', path: '/cadastro', target: LOGIN },
  { area: 'professional login', path: '/profissional/login', target: LOGIN },
  { area: 'admin login', path: '/admin/login', target: LOGIN },
  { area: 'patient home', path: '/home', logIn: { kind: 'patient', email: 'paciente@acolhe.local' }, target: HOME },
  { area: 'professional home', path: '/profissional/home', logIn: { kind: 'professional', email: 'psicologa@acolhe.local' }, target: HOME },
  { area: 'admin dashboard', path: '/admin/dashboard', logIn: { kind: 'admin', email: 'admin@acolhe.local' }, target: ADMIN_DASHBOARD },
]
