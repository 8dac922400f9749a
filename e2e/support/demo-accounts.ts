// The demo people the server seeds on an empty database (all with the same password).
export const DEMO_PASSWORD = 'Acolhe123'

export const demoAccounts = {
  admin: { email: 'admin@acolhe.local', loginPath: '/admin/login', home: '/admin/dashboard' },
  patient: { email: 'paciente@acolhe.local', loginPath: '/login', home: '/home' },
  professional: { email: 'psicologa@acolhe.local', loginPath: '/profissional/login', home: '/profissional/home' },
  pendingProfessional: { email: 'pendente@acolhe.local', loginPath: '/profissional/login', home: '/profissional/autorizacao' },
} as const

export type DemoRole = keyof typeof demoAccounts
