/** Where the sign-up screens lead (docs/product/screens-and-routes.md). */
export const SIGN_UP_PATHS = {
  stepOne: '/cadastro',
  stepTwo: '/cadastro/info-complemento',
  login: '/login',
  professionalSignUp: '/profissional/cadastro',
  home: '/home',
} as const
