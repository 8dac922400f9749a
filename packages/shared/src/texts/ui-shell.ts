// Screen copy of the guarded shells (patient, professional and admin areas).
export const uiShellTexts = {
  patientFallbackName: 'Usuário',
  navHome: 'Home',
  navProfile: 'Perfil',
  navCalendar: 'Calendário',
  logout: 'Sair',
  patientLogoutError: 'Erro no logout.',
  professionalLogoutError: 'Erro no logout.',
  adminLogoutError: 'Erro no logout',
  adminPanelTitle: 'Painel Admin',
  adminNavDashboard: 'Dashboard',
  adminNavSessions: 'Consultas',
  adminNavProfessionals: 'Profissionais',
  adminNavPatients: 'Pacientes',
  adminNavClinics: 'Clínicas',
  adminNavFaq: 'FAQ',
  collapseMenu: 'Recolher menu',
  expandMenu: 'Expandir menu',
  authorizationTitle: 'Cadastro em análise',
  authorizationGreeting: (firstName: string) => `Olá, ${firstName}!`,
  authorizationBody:
    'Recebemos o seu cadastro. Antes de usar a plataforma, um administrador do Acolhe precisa conferir os seus dados e autorizar a sua conta.',
  authorizationWait:
    'Estamos em fase de testes e a autorização pode levar alguns dias. Assim que a sua conta for autorizada, você poderá definir sua disponibilidade e receber agendamentos.',
  authorizationRefresh: 'Verificar novamente',
  suspendedTitle: 'Acesso suspenso',
  suspendedBody: 'Seu acesso está suspenso. Fale com o suporte da Acolhe para saber mais.',
} as const
