// The first page of each area (part 3): what a person downloads to see it, cold cache.

export type LoginKind = 'patient' | 'professional' | 'admin'

export type MeasuredPage = { area: string; path: string; logIn?: { kind: LoginKind; email: string } }

// Demo people of the seed (SEED_DEMO=1), all with the password Acolhe123.
export const MEASURED_PAGES: MeasuredPage[] = [
  { area: 'public landing', path: '/' },
  { area: 'booking (step 1)', path: '/agendamento' },
  { area: 'patient login', path: '/login' },
  { area: 'patient home', path: '/home', logIn: { kind: 'patient', email: 'paciente@acolhe.local' } },
  { area: 'professional login', path: '/profissional/login' },
  { area: 'professional home', path: '/profissional/home', logIn: { kind: 'professional', email: 'psicologa@acolhe.local' } },
  { area: 'admin login', path: '/admin/login' },
  { area: 'admin dashboard', path: '/admin/dashboard', logIn: { kind: 'admin', email: 'admin@acolhe.local' } },
]

/** Pages Lighthouse scores with its mobile preset. */
export const LIGHTHOUSE_PAGES = ['/', '/agendamento']
