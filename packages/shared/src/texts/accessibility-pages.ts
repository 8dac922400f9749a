// The pages the accessibility statement (/acessibilidade) says are checked automatically, by area, each
// with the route it is (decisions 097, 101). The web app's coverage test
// (apps/web/src/app/a11y-route-coverage.test.ts) fails unless these are exactly the app's routes (the
// redirect-only ones aside) and every one has an axe check, so the statement cannot name a page the tests
// skip or miss one they run.

export type CheckedPage = { path: string; name: string }
export type CheckedArea = { title: string; pages: readonly CheckedPage[] }

export const accessibilityCheckedPages: readonly CheckedArea[] = [
  {
    title: 'Páginas públicas',
    pages: [
      { path: '/', name: 'Página inicial' },
      { path: '/agendamento', name: 'Agendamento de consulta' },
      { path: '/cadastro', name: 'Cadastro de paciente' },
      { path: '/cadastro/info-complemento', name: 'Cadastro de paciente: dados pessoais' },
      { path: '/cadastro/info', name: 'Cadastro de paciente: completar os dados' },
      { path: '/login', name: 'Entrada do paciente' },
      { path: '/recuperar-senha', name: 'Recuperação de senha: pedido do código' },
      { path: '/recuperar-senha/codigo', name: 'Recuperação de senha: código' },
      { path: '/recuperar-senha/recuperar', name: 'Recuperação de senha: nova senha' },
      { path: '/profissional/cadastro', name: 'Cadastro do profissional' },
      { path: '/profissional/cadastro/info-pessoal', name: 'Cadastro do profissional: dados pessoais' },
      { path: '/profissional/cadastro/info-documentacao', name: 'Cadastro do profissional: documentação' },
      { path: '/profissional/cadastro/info-contato', name: 'Cadastro do profissional: contato' },
      { path: '/profissional/cadastro/info-modalidade', name: 'Cadastro do profissional: modalidade de atendimento' },
      { path: '/profissional/login', name: 'Entrada do profissional' },
      { path: '/admin/login', name: 'Entrada da administração' },
      { path: '/politica-de-privacidade', name: 'Política de privacidade' },
      { path: '/termos-de-uso', name: 'Termos de uso' },
      { path: '/termos-de-uso-do-profissional', name: 'Termos de uso do profissional' },
      { path: '/acessibilidade', name: 'Esta declaração de acessibilidade' },
      { path: '/operadores', name: 'Operadores de dados' },
      { path: '/lembrete/confirmar', name: 'Lembrete: confirmar presença' },
      { path: '/lembrete/cancelar', name: 'Lembrete: não poderei ir' },
      { path: '/lista-de-espera/oferta/:id', name: 'Lista de espera: horário oferecido' },
      { path: '/*', name: 'Página não encontrada' },
    ],
  },
  {
    title: 'Área do paciente',
    pages: [
      { path: '/home', name: 'Minhas consultas' },
      { path: '/consulta', name: 'Agendar nova consulta' },
      { path: '/perfil', name: 'Meus dados' },
      { path: '/prontuarios', name: 'Prontuários' },
      { path: '/questionarios', name: 'Questionários' },
      { path: '/pagamento/local/:paymentId', name: 'Pagamento da consulta' },
      { path: '/pagamento/pix/:paymentId', name: 'Pagamento por Pix (QR Code e copia e cola)' },
      { path: '/sala/:sessionId', name: 'Entrada na consulta online: teste de câmera e microfone e sala de espera' },
    ],
  },
  {
    title: 'Área do profissional',
    pages: [
      { path: '/profissional/autorizacao', name: 'Acompanhamento da autorização' },
      { path: '/profissional/home', name: 'Consultas' },
      { path: '/profissional/calendario', name: 'Calendário' },
      { path: '/profissional/calendario/disponibilidade/criar', name: 'Nova disponibilidade' },
      { path: '/profissional/calendario/disponibilidade/guia', name: 'Guia da disponibilidade' },
      { path: '/profissional/calendario/indisponibilidade/criar', name: 'Nova indisponibilidade' },
      { path: '/profissional/calendarios', name: 'Meus calendários' },
      { path: '/profissional/prontuarios', name: 'Prontuários' },
      { path: '/profissional/prontuarios/:patientId', name: 'Prontuário de um paciente' },
      { path: '/profissional/questionarios/:patientId', name: 'Questionários de um paciente' },
      { path: '/profissional/sala/:sessionId', name: 'Consulta online: teste de câmera e microfone e admissão do paciente' },
      { path: '/profissional/perfil', name: 'Meus dados' },
      { path: '/profissional/recibos', name: 'Recibos' },
    ],
  },
  {
    title: 'Área administrativa',
    pages: [
      { path: '/admin/dashboard', name: 'Painel' },
      { path: '/admin/consultas', name: 'Consultas' },
      { path: '/admin/consultas/agendar', name: 'Agendar consulta' },
      { path: '/admin/horarios-fixos', name: 'Horários fixos' },
      { path: '/admin/profissionais', name: 'Profissionais' },
      { path: '/admin/profissionais/criar', name: 'Cadastrar profissional' },
      { path: '/admin/profissionais/editar/:id', name: 'Editar profissional' },
      { path: '/admin/pacientes', name: 'Pacientes' },
      { path: '/admin/pacientes/editar/:id', name: 'Editar paciente' },
      { path: '/admin/clinicas', name: 'Clínicas' },
      { path: '/admin/clinicas/criar', name: 'Cadastrar clínica' },
      { path: '/admin/clinicas/editar/:id', name: 'Editar clínica' },
      { path: '/admin/busca', name: 'Busca e valores' },
      { path: '/admin/faq', name: 'Perguntas frequentes' },
      { path: '/admin/faq/criar', name: 'Nova pergunta frequente' },
      { path: '/admin/admins', name: 'Administradores' },
      { path: '/admin/suporte', name: 'Suporte' },
    ],
  },
]
