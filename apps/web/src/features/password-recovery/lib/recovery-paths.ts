import type { RecoveryRequest } from '@acolhe/shared/schemas/auth'

type Kind = RecoveryRequest['kind']

export const RECOVERY_PATHS = {
  request: '/recuperar-senha',
  code: '/recuperar-senha/codigo',
  newPassword: '/recuperar-senha/recuperar',
} as const

const LOGIN_PATHS: Record<Kind, string> = { patient: '/login', professional: '/profissional/login' }

/** The professional login links to /recuperar-senha?tipo=profissional (decision 007); anything else is a patient. */
export function recoveryKindOf(search: URLSearchParams): Kind {
  return search.get('tipo') === 'profissional' ? 'professional' : 'patient'
}

export function loginPathOf(kind: Kind): string {
  return LOGIN_PATHS[kind]
}
