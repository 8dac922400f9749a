// Screen copy of the landing page: hero, three steps, professionals, FAQ, support, footer.
export const uiLandingTexts = {
  heroTitle: 'Cuidar da mente também é cuidar de você',
  heroBody:
    'Agende consultas de 50 minutos com psicólogos e psiquiatras, online ou presenciais, com segurança e no seu tempo.',
  bookCta: 'Agendar uma consulta',
  signUpCta: 'Criar minha conta',
  patientLogin: 'Entrar como paciente',
  professionalLogin: 'Sou profissional',
  adminLogin: 'Administração',
  highlights: [
    { title: 'Profissionais verificados', body: 'Todos os cadastros são conferidos pela nossa equipe antes de atender.' },
    { title: 'Online ou presencial', body: 'Escolha a modalidade e o horário que cabem na sua rotina.' },
    { title: 'Cancelamento flexível', body: 'Cancele sem custo até 24 horas antes da consulta.' },
  ],

  stepsTitle: 'Como funciona',
  stepsSubtitle: 'Três passos entre você e a sua primeira consulta.',
  steps: [
    { title: 'Cadastre-se', body: 'Crie sua conta gratuita com email e senha e complete alguns dados básicos.' },
    { title: 'Escolha um profissional', body: 'Veja quem atende, a formação e a abordagem, e escolha o dia e o horário.' },
    { title: 'Faça sua consulta', body: 'Pague com cartão, PIX ou boleto e entre na sala online ou vá até a clínica.' },
  ],
  stepLabel: (index: number) => `Passo ${index}`,

  professionalsTitle: 'Nossos profissionais',
  professionalsSubtitle: 'Psicólogos e psiquiatras com registro conferido pela nossa equipe.',
  professionalsLabel: 'Lista de profissionais',
  professionalsPrevious: 'Profissionais anteriores',
  professionalsNext: 'Próximos profissionais',
  professionalsEmpty: 'Nenhum profissional encontrado',
  professionalsError: 'Não foi possível carregar os profissionais.',
  noDescription: 'Sem descrição.',
  bookWith: 'Agendar',
  photoOf: (name: string) => `Foto de ${name}`,

  faqTitle: 'Perguntas frequentes',
  faqEmpty: 'Sem dados',
  faqError: 'Não foi possível carregar as perguntas.',
  faqPagination: 'Páginas das perguntas frequentes',

  supportTitle: 'Fale com a gente',
  supportBody: 'Dúvidas sobre agendamentos, pagamentos ou sua conta? Nossa equipe de suporte responde por email.',
  supportEmailLabel: 'Email',
  supportHoursLabel: 'Atendimento',
  supportHours: 'Segunda a sexta, das 9h às 18h (horário de Brasília)',
  supportPrivacyLabel: 'Privacidade e dados',

  linksLabel: 'Acesso e documentos',
  footerAccess: 'Acesso',
  footerLegal: 'Documentos',
  footerSignUp: 'Criar conta de paciente',
  footerProfessionalSignUp: 'Cadastro de profissional',
} as const
