// Query keys of the logged-in person of each area. They live here, not in the features, because the
// 401/403 rule (lib/auth-failure.ts) must clear all three without knowing any feature.
export const personQueryKeys = {
  patient: ['patient-auth', 'me'],
  professional: ['professional-auth', 'me'],
  admin: ['admin-auth', 'me'],
} as const

export const allPersonQueryKeys = [personQueryKeys.patient, personQueryKeys.professional, personQueryKeys.admin] as const
