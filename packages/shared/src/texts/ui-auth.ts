// Screen copy of the three login pages (/login, /profissional/login, /admin/login).
export const uiAuthTexts = {
  emailLabel: 'Email',
  emailPlaceholder: 'seuemail@exemplo.com',
  passwordLabel: 'Senha',
  passwordPlaceholder: 'Sua senha',
  submit: 'Entrar',
  signUpTab: 'Cadastro',
  logInTab: 'Entrar',
  forgotPassword: 'Esqueceu sua senha?',
  authTabsLabel: 'Entrar ou criar conta',

  patientTitle: 'Entre na sua conta',
  patientSubtitle: 'Acompanhe suas consultas e agende novos atendimentos.',
  patientToProfessional: 'É profissional de saúde? Acesse a área do profissional',
  patientLoginSuccess: 'Login realizado com sucesso!',
  patientLoginError: 'Erro no login do usuário',

  professionalTitle: 'Área do profissional',
  professionalSubtitle: 'Gerencie sua agenda e suas consultas.',
  professionalToPatient: 'É paciente? Acesse a área do cliente',
  professionalLoginSuccess: 'Login realizado com sucesso!',
  professionalLoginError: 'Email e/ou password inválida.',

  adminTitle: 'Login',
  adminSubtitle: 'Painel Administrativo',
  adminRole: 'Admin',
  adminLoginSuccess: 'Login com sucesso!',
  adminLoginError: 'Email e/ou senha inválida',
} as const
