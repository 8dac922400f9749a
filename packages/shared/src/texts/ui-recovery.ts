// Screen copy of the three password recovery screens (decision 007: a 6-digit code
// by email, valid 15 minutes, 5 tries).
export const uiRecoveryTexts = {
  requestTitle: 'Recuperar senha',
  requestSubtitle: 'Informe o email da sua conta. Enviaremos um código de 6 dígitos para criar uma nova senha.',
  professionalHint: 'Conta de profissional',
  emailLabel: 'Email',
  emailPlaceholder: 'seuemail@exemplo.com',
  sendCode: 'Enviar código',
  requestError: 'Não foi possível enviar o código. Tente novamente.',

  codeTitle: 'Digite o código',
  codeSubtitle: (email: string) => `Se houver uma conta com ${email}, enviamos um código de 6 dígitos. Ele vale por 15 minutos.`,
  codeLabel: 'Código de 6 dígitos',
  verify: 'Continuar',
  verifyError: 'Código inválido ou expirado. Peça um novo código.',
  resend: 'Reenviar código',
  resendIn: (seconds: number) => `Reenviar código em ${seconds} s`,
  resent: 'Enviamos um novo código, se o email estiver cadastrado.',
  changeEmail: 'Usar outro email',

  newPasswordTitle: 'Crie uma nova senha',
  newPasswordSubtitle: 'Depois de concluir, todas as sessões abertas da conta serão encerradas.',
  passwordLabel: 'Nova senha',
  passwordPlaceholder: 'Letras e números, mínimo 6',
  repeatPasswordLabel: 'Repita a nova senha',
  finish: 'Concluir',
  back: 'voltar',
  resetSuccess: 'Senha alterada com sucesso! Entre com a nova senha.',
  resetError: 'Não foi possível alterar a senha. Tente novamente.',

  backToLogin: 'Voltar para o login',
} as const
