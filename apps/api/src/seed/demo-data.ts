import type { ProfessionalType, SessionType } from '@acolhe/shared/enums'
import type { clinicAddresses, clinics } from '../db/schema/clinics'
import type { professionals } from '../db/schema/people'
import { cnpjFrom, cpfFrom } from './documents'

// The demo content loaded on an empty database (fixed contract; all logins use DEFAULT_PASSWORD).

/** Price list with demo values in centavos; returns are free (confirmed without checkout). */
export const SERVICE_CATALOGUE: { professionalType: ProfessionalType; sessionType: SessionType; serviceName: string; valueCents: number }[] = [
  { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', serviceName: 'Consulta psicológica', valueCents: 15000 },
  { professionalType: 'PSYCHOLOGIST', sessionType: 'RETURN', serviceName: 'Retorno psicológico', valueCents: 0 },
  { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT', serviceName: 'Consulta psiquiátrica', valueCents: 30000 },
  { professionalType: 'PSYCHIATRIST', sessionType: 'RETURN', serviceName: 'Retorno psiquiátrico', valueCents: 0 },
  { professionalType: 'DOCTOR_POSTGRADUATE', sessionType: 'DEFAULT', serviceName: 'Consulta médica', valueCents: 25000 },
  { professionalType: 'DOCTOR_POSTGRADUATE', sessionType: 'RETURN', serviceName: 'Retorno médico', valueCents: 0 },
]

export const DEMO_ADMIN = { email: 'admin@acolhe.local', firstName: 'Renata', lastName: 'Lima' }

export const DEMO_PATIENT = {
  email: 'paciente@acolhe.local',
  firstName: 'Juliana',
  lastName: 'Ferreira Costa',
  birthday: '1991-08-17',
  cpf: cpfFrom(314159265),
  phoneNumber: '11987654321',
  isComplete: true,
}

type DemoClinic = { key: 'paulista' | 'pinheiros'; clinic: Omit<typeof clinics.$inferInsert, 'id'>; address: Omit<typeof clinicAddresses.$inferInsert, 'clinicId'> }

export const DEMO_CLINICS: DemoClinic[] = [
  {
    key: 'paulista',
    clinic: { name: 'Clínica Acolhe Paulista', cnpj: cnpjFrom(12345678), phoneNumber: '1131234567' },
    address: { streetName: 'Avenida Paulista', number: '1578', districtName: 'Bela Vista', postalCode: '01310200', city: 'São Paulo', state: 'SP', ref: 'Conjunto 804, próximo ao MASP' },
  },
  {
    key: 'pinheiros',
    clinic: { name: 'Espaço Acolhe Pinheiros', cnpj: cnpjFrom(87654321), phoneNumber: '1138765432' },
    address: { streetName: 'Rua dos Pinheiros', number: '870', districtName: 'Pinheiros', postalCode: '05422001', city: 'São Paulo', state: 'SP', ref: 'Sala 12, próximo ao Largo da Batata' },
  },
]

type DemoProfessional = Omit<typeof professionals.$inferInsert, 'clinicId' | 'passwordHash'> & { clinic?: DemoClinic['key'] }

const lattes = (id: string) => `http://lattes.cnpq.br/${id}`

export const DEMO_PROFESSIONALS: DemoProfessional[] = [
  {
    email: 'psicologa@acolhe.local', firstName: 'Camila', lastName: 'Andrade Ribeiro', phoneNumber: '11991234567', birthday: '1986-04-12',
    professionalType: 'PSYCHOLOGIST', serviceModality: 'HYBRID', clinic: 'paulista', crmOrCrp: '06/123456', cpfOrCnpj: cpfFrom(271828182),
    documentState: 'SP', lattesUrl: lattes('4821937465102938'), languages: ['PT', 'EN', 'LIBRAS'], gender: 'FEMALE', authorized: true,
    briefDescription: 'Psicóloga clínica com abordagem em terapia cognitivo-comportamental; atende ansiedade, estresse e questões de relacionamento.',
  },
  {
    email: 'psiquiatra@acolhe.local', firstName: 'Ricardo', lastName: 'Mendes Carvalho', phoneNumber: '11992345678', birthday: '1979-11-03',
    professionalType: 'PSYCHIATRIST', serviceModality: 'FULL_REMOTE', crmOrCrp: '123456', rqe: '45678', cpfOrCnpj: cpfFrom(161803398),
    documentState: 'SP', lattesUrl: lattes('1029384756473829'), posDegree: true, languages: ['PT', 'EN', 'ES', 'FR'], gender: 'MALE', authorized: true, allowReturns: true,
    briefDescription: 'Psiquiatra com foco em transtornos de humor e ansiedade; acompanhamento medicamentoso com consultas de retorno.',
  },
  {
    email: 'pendente@acolhe.local', firstName: 'Bruno', lastName: 'Almeida Santos', phoneNumber: '11993456789', birthday: '1993-02-21',
    professionalType: 'PSYCHOLOGIST', serviceModality: 'FULL_REMOTE', crmOrCrp: '06/654321', cpfOrCnpj: cpfFrom(141421356),
    documentState: 'SP', lattesUrl: lattes('5647382910564738'), gender: 'MALE', authorized: false,
    briefDescription: 'Psicólogo recém-cadastrado, aguardando a autorização da equipe Acolhe.',
  },
  {
    email: 'fernanda.oliveira@acolhe.local', firstName: 'Fernanda', lastName: 'Oliveira Lima', phoneNumber: '11994567890', birthday: '1988-09-09',
    professionalType: 'PSYCHOLOGIST', serviceModality: 'FULL_PRESENCIAL', clinic: 'pinheiros', crmOrCrp: '06/234567', cpfOrCnpj: cpfFrom(173205080),
    documentState: 'SP', lattesUrl: lattes('9384756102938475'), languages: ['PT', 'ES', 'IT'], ownValueCents: 20000, socialValueCents: 10000, gender: 'FEMALE', authorized: true,
    // Her practice is a company registered at the CRP: the profile shows 'CRP PJ 06/4321' (decision 096).
    crpPj: '06/4321',
    briefDescription: 'Psicóloga com formação em psicanálise; atendimento presencial de adultos em Pinheiros.',
  },
  {
    email: 'jose.pereira@acolhe.local', firstName: 'José Antônio', lastName: 'Pereira', phoneNumber: '11995678901', birthday: '1975-06-30',
    professionalType: 'PSYCHOLOGIST', serviceModality: 'FULL_REMOTE', crmOrCrp: '06/345678', cpfOrCnpj: cpfFrom(223606797),
    documentState: 'SP', lattesUrl: lattes('2938475610293847'), languages: ['PT', 'FR', 'DE'], ownValueCents: 9000, gender: 'MALE', authorized: true,
    briefDescription: 'Psicólogo com experiência em luto, transições de carreira e terapia de aceitação e compromisso.',
  },
  {
    email: 'patricia.gomes@acolhe.local', firstName: 'Patrícia', lastName: 'Gomes Rocha', phoneNumber: '11996789012', birthday: '1982-01-25',
    professionalType: 'DOCTOR_POSTGRADUATE', serviceModality: 'HYBRID', clinic: 'pinheiros', crmOrCrp: '234567', cpfOrCnpj: cpfFrom(244948974),
    documentState: 'SP', lattesUrl: lattes('8475610293847561'), posDegree: true, languages: ['PT', 'EN'], ownValueCents: 22000, gender: 'FEMALE', authorized: true,
    // A course that is not a specialty: 'Pós-graduação em Saúde Mental — NÃO ESPECIALISTA' (CFM 2.336/2023 art. 13).
    postgraduateArea: 'Saúde Mental',
    briefDescription: 'Médica com pós-graduação em saúde mental; avaliação clínica e orientação sobre sono e estresse.',
  },
  {
    email: 'marcelo.nunes@acolhe.local', firstName: 'Marcelo', lastName: 'Nunes Barbosa', phoneNumber: '11997890123', birthday: '1980-12-14',
    professionalType: 'PSYCHIATRIST', serviceModality: 'HYBRID', clinic: 'paulista', crmOrCrp: '345678', rqe: '56789', cpfOrCnpj: cpfFrom(264575131),
    documentState: 'SP', lattesUrl: lattes('6102938475610293'), posDegree: true, languages: ['PT', 'LIBRAS', 'IT', 'DE'], ownValueCents: 19000, socialValueCents: 15000, gender: 'MALE', authorized: true,
    // CRM/SP with the RQE of psychiatry, and a course beyond that specialty, shown NÃO ESPECIALISTA.
    postgraduateArea: 'Dependência Química',
    briefDescription: 'Psiquiatra com atuação em TDAH em adultos e dependência química.',
  },
]

/**
 * The search vocabulary of the demo (decision 043; the names migration 0018 starts every database with)
 * and who practises what, by email: within each type the wizard offers (Psicólogo, Psiquiatra) every
 * approach and theme belongs to someone — but 'Psiquiatria clínica', a psychiatrist's only — as do every
 * language and both modalities, so every filter of step 1 finds someone on a fresh `npm start`.
 */
export const DEMO_APPROACHES = [
  'TCC (Terapia Cognitivo-Comportamental)',
  'Psicanálise',
  'Humanista',
  'Gestalt-terapia',
  'Sistêmica',
  'Comportamental',
  'Psiquiatria clínica',
] as const
export const DEMO_THEMES = ['Ansiedade', 'Depressão', 'Luto', 'Relacionamentos', 'Trabalho e carreira', 'TDAH', 'Autoestima', 'LGBTQIA+'] as const
type DemoApproach = (typeof DEMO_APPROACHES)[number]
type DemoTheme = (typeof DEMO_THEMES)[number]

export const DEMO_PRACTICE: Record<string, { approaches: DemoApproach[]; themes: DemoTheme[] }> = {
  'psicologa@acolhe.local': { approaches: ['TCC (Terapia Cognitivo-Comportamental)', 'Gestalt-terapia', 'Humanista'], themes: ['Ansiedade', 'Relacionamentos', 'TDAH', 'Autoestima'] },
  'fernanda.oliveira@acolhe.local': { approaches: ['Psicanálise', 'Sistêmica'], themes: ['Depressão', 'Relacionamentos', 'LGBTQIA+', 'Luto'] },
  'jose.pereira@acolhe.local': { approaches: ['Comportamental', 'TCC (Terapia Cognitivo-Comportamental)'], themes: ['Luto', 'Trabalho e carreira', 'Ansiedade'] },
  'psiquiatra@acolhe.local': { approaches: ['Psiquiatria clínica', 'TCC (Terapia Cognitivo-Comportamental)', 'Comportamental', 'Humanista'], themes: ['Ansiedade', 'Depressão', 'Trabalho e carreira'] },
  'marcelo.nunes@acolhe.local': { approaches: ['Psiquiatria clínica', 'Psicanálise', 'Gestalt-terapia', 'Sistêmica'], themes: ['TDAH', 'Luto', 'Relacionamentos', 'Autoestima', 'LGBTQIA+'] },
  'patricia.gomes@acolhe.local': { approaches: ['Psiquiatria clínica'], themes: ['Ansiedade', 'Trabalho e carreira'] },
  'pendente@acolhe.local': { approaches: ['TCC (Terapia Cognitivo-Comportamental)'], themes: ['Ansiedade'] },
}

/**
 * The ranges own prices may take, per type (the admin's 'Busca e valores'), set on a fresh demo only:
 * the service catalogue itself (seeded in production too) keeps no range.
 */
export const DEMO_PRICE_RANGES: { professionalType: ProfessionalType; minValueCents: number; maxValueCents: number }[] = [
  { professionalType: 'PSYCHOLOGIST', minValueCents: 8000, maxValueCents: 25000 },
  { professionalType: 'PSYCHIATRIST', minValueCents: 15000, maxValueCents: 45000 },
  { professionalType: 'DOCTOR_POSTGRADUATE', minValueCents: 15000, maxValueCents: 40000 },
]

/**
 * Weekly hours at the 'valor social', by email: an afternoon a week of the two professionals who offer
 * one. The psychologist and psychiatrist of the demo logins (and of the browser journeys) keep every hour
 * at the catalogue's value.
 */
export const DEMO_SOCIAL_AFTERNOONS: Record<string, number> = { 'fernanda.oliveira@acolhe.local': 2, 'marcelo.nunes@acolhe.local': 3 }

/** Weekly availability of every authorized demo professional: Monday to Friday, 08–12 and 14–18. */
export const DEMO_WEEKLY_HOURS = [1, 2, 3, 4, 5].flatMap((weekDay) => [
  { weekDay, startTime: '0800', endTime: '1200' },
  { weekDay, startTime: '1400', endTime: '1800' },
])

export const DEMO_FAQ: { question: string; answer: string }[] = [
  {
    question: 'Como faço para agendar uma consulta?',
    answer: 'Crie sua conta, escolha entre psicólogo ou psiquiatra, selecione o profissional, a data e o horário disponíveis e conclua o pagamento. A confirmação chega por email.',
  },
  {
    question: 'As consultas são online ou presenciais?',
    answer: 'Depende do profissional: alguns atendem apenas online, outros apenas presencialmente em clínica parceira, e alguns oferecem as duas opções. A modalidade aparece no perfil de cada profissional.',
  },
  {
    question: 'Quanto tempo dura uma consulta?',
    answer: 'Cada consulta dura 50 minutos e começa sempre em hora cheia, no horário de Brasília.',
  },
  {
    question: 'Quais formas de pagamento são aceitas?',
    answer: 'Você pode pagar com cartão de crédito, cartão de débito, PIX ou boleto. Ao valor do serviço soma-se uma taxa operacional de R$ 5,00.',
  },
  {
    question: 'Posso cancelar ou remarcar uma consulta?',
    answer: 'Sim. Até 24 horas antes do início você pode remarcar uma vez ou cancelar, e o valor pago volta como saldo na plataforma. Depois desse prazo o cancelamento é possível, mas sem devolução.',
  },
  {
    question: 'Como entro na consulta online?',
    answer: 'Quando a consulta é confirmada, um link exclusivo de videochamada é enviado por email e fica disponível na sua página inicial. Basta acessá-lo no horário marcado.',
  },
  {
    question: 'Meus dados e o conteúdo das consultas são sigilosos?',
    answer: 'Sim. Os profissionais seguem o sigilo do código de ética da sua profissão e a Acolhe trata seus dados conforme a LGPD. Você pode baixar seus dados ou pedir a exclusão da conta a qualquer momento.',
  },
  {
    question: 'O que é uma consulta de retorno?',
    answer: 'É um novo encontro com o psiquiatra depois de uma consulta concluída, para acompanhar o tratamento. O retorno é marcado a partir da consulta original, quando o profissional oferece essa opção.',
  },
]
