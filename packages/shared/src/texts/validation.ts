// Validation messages exactly as the spec words them (spec 01 §5, spec 02 §5).
export const validationTexts = {
  passwordMin: 'A senha deve ter no mínimo 6 caracteres',
  passwordMax: 'A senha deve ter no máximo 255 caracteres',
  passwordChars: 'A senha contém caracteres inválidos',
  passwordLetterAndDigit: 'A senha deve conter pelo menos uma letra e um número',
  passwordsDiffer: 'As senhas não coincidem',
  emailInvalid: 'Email inválido',
  required: 'dado obrigatório',
} as const
