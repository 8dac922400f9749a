/** Where the sign-up screens lead (spec 01 §2). */
export const SIGN_UP_PATHS = {
  stepOne: '/cadastro',
  stepTwo: '/cadastro/info-complemento',
  login: '/login',
  professionalSignUp: '/profissional/cadastro',
  home: '/home',
} as const
