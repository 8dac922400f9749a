// Validation messages, word for word as the forms show them. Each rule has one message, used by the
// browser and the server alike.
export const validationTexts = {
  passwordMin: 'A senha deve ter no mínimo 6 caracteres',
  passwordMax: 'A senha deve ter no máximo 255 caracteres',
  passwordChars: 'A senha contém caracteres inválidos',
  passwordLetterAndDigit: 'A senha deve conter pelo menos uma letra e um número',
  passwordsDiffer: 'As senhas não coincidem',
  currentPasswordRequired: 'Informe sua senha atual',
  emailInvalid: 'Email inválido',
  required: 'dado obrigatório',

  // Patient sign-up and the common rules (01 §5, 02 §5 "Common")
  nameMin3: 'Mínimo 3 caracteres',
  nameMax255: 'Máximo 255 caracteres',
  firstNameLetters: 'Nome inválido, apenas letras são permitidas',
  lastNameLetters: 'Sobrenome inválido, apenas letras são permitidas',
  birthdayInvalid: 'Data inválida (dd/mm/aaaa)',
  birthdayFuture: 'Data de nascimento inválida.',
  birthdayUnderage: 'Você precisa ter 18 anos ou mais para usar a Acolhe.',
  phoneRequired: 'Telefone é obrigatório',
  phoneLength: 'Número de telefone deve ter 11 dígitos',
  phoneDigits: 'Número de telefone deve conter apenas números',
  cpfLength: 'CPF deve ter 11 dígitos',
  cpfDigits: 'CPF deve conter apenas números',
  termsRequired: 'Você deve aceitar os termos de uso',

  // Professional profile (01 §5, 02 §5)
  firstNameRequired: 'Nome é obrigatório',
  firstNameMin: 'Nome deve ter no mínimo 3 caracteres',
  firstNameMax: 'Nome deve ter no máximo 255 caracteres',
  lastNameRequired: 'Sobrenome é obrigatório',
  lastNameMin: 'Sobrenome deve ter no mínimo 3 caracteres',
  lastNameMax: 'Sobrenome deve ter no máximo 255 caracteres',
  lettersOnly: 'Apenas letras e acentos são permitidos',
  professionalPhone: 'Telefone deve conter 11 números',
  clinicIdInvalid: 'ID da clínica inválido',
  modalityInvalid: 'Modalidade inválida',
  professionalTypeInvalid: 'Tipo de profissional inválido',
  lattesRequired: 'URL Lattes é obrigatória',
  urlInvalid: 'URL inválida',
  urlMax400: 'URL deve ter no máximo 400 caracteres',
  youtubeInvalid: 'Invalid YouTube URL',
  briefDescriptionMax: 'Descrição deve ter no máximo 255 caracteres',
  cpfOrCnpjRequired: 'CPF ou CNPJ é obrigatório',
  cpfOrCnpjLength: 'CPF deve ter 11 ou CNPJ 14 números',
  professionalInfoIncomplete: 'Informações profissionais incompletas.',
  registrationCodeInvalid: 'Registro inválido: use de 1 a 20 letras, números, barra ou hífen',
  rqeInvalid: 'RQE inválido: use de 1 a 20 letras, números, barra ou hífen',
  stateInvalid: 'Estado inválido',
  clinicRequired: 'Clínica é obrigatória para modalidades híbrida ou presencial',

  // Clinic and address (02 §5)
  clinicNameInvalid: 'Nome da clínica deve ter de 3 a 100 caracteres: letras, números e pontuação comum',
  cnpjLength: 'CNPJ deve ter 14 dígitos',
  // Clinics often have a landline (10 digits); patient and professional phones are mobiles (11).
  clinicPhone: 'Telefone deve conter 10 ou 11 números',
  streetLength: 'Rua deve ter de 5 a 255 caracteres',
  districtLength: 'Bairro deve ter de 3 a 100 caracteres',
  postalCodeLength: 'CEP deve ter 8 dígitos',
  addressNumberInvalid: 'Número inválido: use letras e números, com pelo menos um número, ou S/N',
  cityLength: 'Cidade deve ter de 3 a 255 caracteres',
  refMax: 'Complemento deve ter no máximo 255 caracteres',

  // FAQ (02 §5)
  questionMin: 'Pergunta deve ter no mínimo 10 caracteres',
  questionMax: 'Pergunta deve ter no máximo 500 caracteres',
  answerMin: 'Resposta deve ter no mínimo 10 caracteres',
  answerMax: 'Resposta deve ter no máximo 2000 caracteres',
  priorityMin: 'Prioridade deve ser no mínimo 1',
  priorityMax: 'Prioridade deve ser no máximo 10',
  priorityInteger: 'Prioridade deve ser um número inteiro',

  // Calendar (01 §5, decision 005)
  unavailabilityTypeInvalid: 'Tipo de indisponibilidade inválido',
  reasonMax: 'Motivo deve ter no máximo 255 caracteres',
  endBeforeStart: 'A data final não pode ser anterior à inicial',
  dateInvalid: 'Data inválida',
  weekDayInvalid: 'Dia da semana inválido',
  hourInvalid: 'Horário inválido: use horas cheias de 00:00 a 23:00',
  startBeforeEnd: 'O início deve ser antes do fim',

  // Back office
  banChoiceRequired: 'Informe se o paciente deve ser desativado ou reativado',

  // Password recovery (a 6-digit code, decision 007)
  recoveryCodeInvalid: 'Código inválido',
} as const
