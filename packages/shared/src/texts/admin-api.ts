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
} as const
