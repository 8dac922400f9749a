// 'Alterar senha' on the patient's /perfil and the professional's 'Perfil'.
export const uiPasswordChangeTexts = {
  block: 'Alterar senha',
  intro: 'Ao alterar a senha, você sai da conta em todos os outros dispositivos.',
  currentLabel: 'Senha atual',
  newLabel: 'Nova senha',
  repeatLabel: 'Repita a nova senha',
  submit: 'Alterar senha',
  success: 'Senha alterada com sucesso!',
  error: 'Erro na alteração da senha',
} as const
