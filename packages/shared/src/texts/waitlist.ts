// The waitlist ('Avise-me quando abrir', decision 041): the server's refusals and the offer email.

export const waitlistTexts = {
  // Refusals of POST /waitlist and the offer
  weekDayAndHourTogether: 'Informe o dia da semana e o horário juntos, ou nenhum dos dois.',
  invalidWeekDay: 'Escolha um dia da semana válido.',
  invalidHour: 'Escolha um horário válido.',
  invalidModality: 'Escolha a modalidade: online, presencial ou tanto faz.',
  professionalNotFound: 'Profissional não encontrado.',
  hourNotWorked: 'Este profissional não atende neste dia e horário.',
  hourOpen: 'Há horário livre com este profissional agora. Escolha um horário e agende.',
  limit: (max: number) => `Você pode estar em até ${max} listas de espera ao mesmo tempo. Saia de uma para entrar em outra.`,
  duplicate: 'Você já está na lista de espera deste horário.',
  entryNotFound: 'Esta inscrição na lista de espera não existe mais.',
  offerNotFound: 'Esta oferta de horário não existe ou não é sua.',
  onlineNotOffered: 'Este profissional não atende online.',
  inPersonNotOffered: 'Este profissional não atende presencialmente.',

  // The offer email (the hour in the patient's zone, Brasília beside it)
  offerSubject: (date: string, time: string) => `Abriu um horário: ${date} às ${time}`,
  offerTitle: 'Abriu o horário que você esperava',
  offerBody: (professional: string, when: string) =>
    `Um horário com ${professional} ficou livre: ${when}. Você está na lista de espera e é a primeira pessoa a ser avisada.`,
  offerHeld: (when: string) =>
    `Guardamos este horário só para você até ${when}. Depois disso ele passa para a próxima pessoa da lista.`,
  offerAction: 'Agendar este horário',
  offerNote: 'Se não quiser mais esperar por horários com este profissional, saia da lista na sua página inicial.',
}
