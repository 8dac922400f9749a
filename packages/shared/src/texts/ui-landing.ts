// Screen copy of the landing page (spec 01 §1; the full landing comes in a later issue).
export const uiLandingTexts = {
  heroTitle: 'Cuidar da mente também é cuidar de você',
  heroBody:
    'Agende consultas de 50 minutos com psicólogos e psiquiatras, online ou presenciais, com segurança e no seu tempo.',
  bookCta: 'Agendar uma consulta',
  loginsTitle: 'Já tem conta?',
  patientLogin: 'Entrar como paciente',
  professionalLogin: 'Sou profissional',
  adminLogin: 'Administração',
  highlights: [
    { title: 'Profissionais verificados', body: 'Todos os cadastros são conferidos pela nossa equipe antes de atender.' },
    { title: 'Online ou presencial', body: 'Escolha a modalidade e o horário que cabem na sua rotina.' },
    { title: 'Cancelamento flexível', body: 'Cancele sem custo até 24 horas antes da consulta.' },
  ],
} as const
