// Refusals of the back-office API (clinics, FAQ, patients, professionals, dashboard), in Portuguese.
export const adminTexts = {
  clinicNotFound: 'Clínica não encontrada.',
  clinicCnpjTaken: 'Já existe uma clínica com este CNPJ.',
  questionNotFound: 'Pergunta não encontrada.',
  questionOrderInvalid: 'A nova ordem deve conter cada pergunta exatamente uma vez.',
  patientNotFound: 'Paciente não encontrado.',
  patientBannedNotEditable: 'Pacientes desativados não podem ser editados. Reative o cadastro primeiro.',
  professionalNotFound: 'Profissional não encontrado.',
  // The admin is trusted, so unlike the public sign-up the refusal may say the email is taken.
  professionalEmailTaken: 'Já existe um profissional com este email.',
  adminNotFound: 'Administrador não encontrado.',
  adminCannotDeactivateSelf: 'Você não pode desativar a sua própria conta.',
  adminLastActive: 'É preciso manter ao menos um administrador ativo.',
  exportRangeRequired: 'Informe as datas de início e de fim do período.',
  exportRangeOrder: 'A data de início deve ser anterior ou igual à data de fim.',
  exportRangeTooLong: 'O período da exportação pode ter no máximo 366 dias.',
} as const
