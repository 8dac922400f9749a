// The clinical record ('Prontuário'): the professional's notes per session and the patient's copy
// (docs/decisions/036-clinical-record.md). Every Portuguese string of the feature, API and screens.

export const COPY_REQUEST_STATUS_LABELS = {
  REQUESTED: 'Aguardando aprovação',
  APPROVED: 'Aprovada',
  DECLINED: 'Recusada',
} as const

export const clinicalRecordTexts = {
  // Validation and API refusals
  invalidId: 'Identificador inválido.',
  sessionRequired: 'Escolha a consulta da anotação.',
  noteRequired: 'Escreva a anotação.',
  noteMax: 'Anotação muito longa (máximo 20.000 caracteres).',
  decisionRequired: 'Informe se a cópia foi aprovada.',
  recordNotFound: 'Prontuário não encontrado.',
  noteNotAllowed: 'Esta consulta ainda não aceita anotações: escreva depois de iniciá-la.',
  copyRequestNotFound: 'Pedido de cópia não encontrado.',
  copyAlreadyRequested: 'Você já pediu uma cópia deste prontuário: aguarde a resposta do profissional.',
  copyAlreadyDecided: 'Este pedido de cópia já foi respondido.',
  copyNotApproved: 'A cópia do prontuário ainda não foi aprovada pelo profissional.',
  unreadableNote: '[anotação ilegível: a chave que a cifrou não está configurada]',

  // The copy the patient downloads (plain text)
  copyTitle: 'Cópia do prontuário',
  copyPatient: (name: string) => `Paciente: ${name}`,
  copyProfessional: (name: string, registry: string) => `Profissional: ${name} (${registry})`,
  copyApprovedAt: (when: string) => `Cópia aprovada em ${when} (horário de Brasília).`,
  copySession: (when: string) => `Consulta de ${when}`,
  copyWrittenAt: (when: string) => `Anotação registrada em ${when}`,
  copyEmpty: 'Nenhuma anotação registrada até a aprovação desta cópia.',
  copyFooter:
    'Documento gerado pela Acolhe a pedido do paciente. O prontuário é guardado pelo prazo legal; a cópia reúne as anotações registradas até a aprovação.',
  copyFileName: (date: string) => `prontuario-${date}.txt`,
  patientFallback: 'Paciente',

  // Professional screens
  dateTime: (date: string, time: string) => `${date} às ${time}`,
  navLabel: 'Prontuários',
  listTitle: 'Prontuários',
  listIntro: 'Pacientes que você já atendeu. Só você vê as anotações do prontuário; elas ficam cifradas e cada leitura é registrada.',
  listEmpty: 'Nenhum paciente atendido ainda. O prontuário aparece depois da primeira consulta iniciada.',
  lastSession: (when: string) => `Última consulta: ${when}`,
  noteCount: (count: number) => (count === 1 ? '1 anotação' : `${count} anotações`),
  pendingCopies: (count: number) => (count === 1 ? '1 pedido de cópia' : `${count} pedidos de cópia`),
  open: 'Abrir prontuário',
  recordTitle: (name: string) => `Prontuário de ${name}`,
  back: 'Voltar aos prontuários',
  privateNotice: 'Anotações visíveis apenas para você. Elas não podem ser alteradas depois de salvas.',
  notesTitle: 'Anotações',
  notesEmpty: 'Nenhuma anotação ainda.',
  noteSessionLabel: (when: string) => `Consulta de ${when}`,
  noteWrittenAt: (when: string) => `registrada em ${when}`,
  addTitle: 'Nova anotação',
  addSession: 'Consulta',
  addSessionPlaceholder: 'Escolha a consulta',
  addText: 'Anotação',
  addSave: 'Salvar anotação',
  addSaved: 'Anotação salva no prontuário.',
  addError: 'Não foi possível salvar a anotação.',
  addNone: 'Nenhuma consulta aceita anotações agora: as anotações são feitas em consultas iniciadas ou finalizadas.',
  copiesTitle: 'Pedidos de cópia',
  copiesEmpty: 'Nenhum pedido de cópia.',
  copyRequestedAt: (when: string) => `Pedido em ${when}`,
  copyDecidedAt: (when: string) => `Respondido em ${when}`,
  approve: 'Aprovar cópia',
  decline: 'Recusar',
  approved: 'Cópia aprovada: o paciente já pode baixá-la.',
  declined: 'Pedido de cópia recusado.',
  decideError: 'Não foi possível responder ao pedido.',
  loadError: 'Não foi possível carregar o prontuário.',

  // Patient screens
  patientTitle: 'Prontuários',
  patientIntro:
    'Você pode pedir uma cópia do seu prontuário a cada profissional que atendeu você. O profissional aprova o pedido e a cópia fica disponível para baixar aqui.',
  patientEmpty: 'Nenhum prontuário ainda: ele começa na sua primeira consulta realizada.',
  requestCopy: 'Solicitar cópia do prontuário',
  requestSent: 'Pedido enviado ao profissional.',
  requestError: 'Não foi possível enviar o pedido.',
  downloadCopy: 'Baixar cópia',
  copyStatus: (label: string) => `Pedido de cópia: ${label}`,
  sessionCardLink: 'Prontuário',
} as const
