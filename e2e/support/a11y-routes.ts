import type { DemoRole } from './demo-accounts'

// Which address checks each route of the web route tables with axe (WCAG 2.2 AA, decision 101). Plain data,
// no Playwright: e2e/a11y.spec.ts runs the areas below, and the coverage test
// (apps/web/src/app/a11y-route-coverage.test.ts) walks the real route tables and fails for a path that is
// neither here nor in A11Y_CHECKED_ELSEWHERE, so a route cannot be added without its axe check.

/** What a page needs in the browser before it is opened (e2e/a11y.spec.ts knows how to do each). */
export type A11yPreparation =
  /** The recovery flow's first step done in this tab: the code page shows. */
  | 'recoveryCodeSent'
  /** The code verified in this tab: the new-password page shows. */
  | 'recoveryCodeVerified'
  /** The professional registration's first three steps filled in this browser: every later step opens. */
  | 'professionalDraft'
  /** A Pix charge of the API Pix provider (the browser servers run the local provider, so its answer is given). */
  | 'pixCharge'

/** A route reached by doing what a person does, not by typing its address (e2e/a11y.spec.ts). */
export type A11yJourney =
  /** Step 1 of /cadastro filled: step 2 keeps the password in memory only, so only step 1 leads there. */
  | 'patientSignUpStepOne'
  /** 'Entrar com Google' on /login for a new Google identity: back through /oauth-callback. */
  | 'googleSignUp'

export type A11yRoute = {
  /** The route's path as the route tables have it (`:param`, `*`). */
  path: string
  /** The address opened when it is not the path: `{professional}`, `{patient}`, `{clinic}` are demo ids. */
  visit?: string
  prepare?: A11yPreparation
  journey?: A11yJourney
  /** A redirect-only route: where it must land (pathname and search); the landing page is checked. */
  landsOn?: string
}

export type A11yArea = { name: string; role?: DemoRole; routes: A11yRoute[] }

/** The id of the Pix charge the 'pixCharge' preparation answers for. */
export const A11Y_PIX_PAYMENT_ID = '3f1c2b7e-7a51-4a2b-9d0e-0c8a4f5e6d71'

export const A11Y_AREAS: A11yArea[] = [
  {
    name: 'public pages',
    routes: [
      { path: '/' },
      { path: '/agendamento' },
      { path: '/cadastro' },
      { path: '/login' },
      { path: '/recuperar-senha' },
      { path: '/politica-de-privacidade' },
      { path: '/termos-de-uso' },
      { path: '/termos-de-uso-do-profissional' },
      { path: '/acessibilidade' },
      { path: '/operadores' },
      { path: '/profissional/login' },
      { path: '/admin/login' },
      { path: '/*', visit: '/pagina-que-nao-existe' },
    ],
  },
  {
    name: 'sign-up and recovery steps',
    routes: [
      { path: '/recuperar-senha/codigo', prepare: 'recoveryCodeSent' },
      { path: '/recuperar-senha/recuperar', prepare: 'recoveryCodeVerified' },
      { path: '/profissional/cadastro' },
      { path: '/profissional/cadastro/info-pessoal' },
      { path: '/profissional/cadastro/info-documentacao', prepare: 'professionalDraft' },
      { path: '/profissional/cadastro/info-contato', prepare: 'professionalDraft' },
      { path: '/profissional/cadastro/info-modalidade', prepare: 'professionalDraft' },
      { path: '/cadastro/info-complemento', journey: 'patientSignUpStepOne' },
      // The Google return logs a new, incomplete patient in: /cadastro/info is then their page.
      { path: '/oauth-callback', journey: 'googleSignUp', landsOn: '/cadastro/info-complemento?isG=true' },
      { path: '/cadastro/info' },
    ],
  },
  {
    name: 'patient area',
    role: 'patient',
    routes: [
      { path: '/home' },
      { path: '/consulta' },
      { path: '/perfil' },
      { path: '/prontuarios' },
      { path: '/questionarios' },
      { path: '/pagamento/pix/:paymentId', visit: `/pagamento/pix/${A11Y_PIX_PAYMENT_ID}`, prepare: 'pixCharge' },
    ],
  },
  {
    name: 'professional area',
    role: 'professional',
    routes: [
      { path: '/profissional', landsOn: '/profissional/home' },
      { path: '/profissional/home' },
      { path: '/profissional/calendario' },
      { path: '/profissional/calendario/disponibilidade/criar' },
      { path: '/profissional/calendario/disponibilidade/guia' },
      { path: '/profissional/calendario/indisponibilidade/criar' },
      { path: '/profissional/calendarios' },
      { path: '/profissional/prontuarios' },
      { path: '/profissional/perfil' },
      { path: '/profissional/recibos' },
    ],
  },
  { name: 'authorization page', role: 'pendingProfessional', routes: [{ path: '/profissional/autorizacao' }] },
  {
    name: 'back office',
    role: 'admin',
    routes: [
      { path: '/admin', landsOn: '/admin/dashboard' },
      { path: '/admin/dashboard' },
      { path: '/admin/consultas' },
      { path: '/admin/consultas/agendar' },
      { path: '/admin/horarios-fixos' },
      { path: '/admin/profissionais' },
      { path: '/admin/profissionais/criar' },
      { path: '/admin/profissionais/editar/:id', visit: '/admin/profissionais/editar/{professional}' },
      { path: '/admin/pacientes' },
      { path: '/admin/pacientes/editar/:id', visit: '/admin/pacientes/editar/{patient}' },
      { path: '/admin/clinicas' },
      { path: '/admin/clinicas/criar' },
      { path: '/admin/clinicas/editar/:id', visit: '/admin/clinicas/editar/{clinic}' },
      { path: '/admin/busca' },
      { path: '/admin/faq' },
      { path: '/admin/faq/criar' },
      { path: '/admin/perguntas', landsOn: '/admin/faq' },
      { path: '/admin/admins' },
      { path: '/admin/suporte' },
    ],
  },
]

/**
 * Routes whose real content needs a whole journey another spec file already makes (a consultation that took
 * place, a reminder's token, a waitlist offer, a consultation in its start window, an unpaid hold): that file
 * runs axe on the page at 390 px and at 1280 px. The coverage test checks that the file calls the axe helper
 * and names the route's address.
 */
export const A11Y_CHECKED_ELSEWHERE: Record<string, string> = {
  '/sala/:sessionId': 'consultation-room.spec.ts',
  '/profissional/sala/:sessionId': 'consultation-room.spec.ts',
  '/profissional/prontuarios/:patientId': 'clinical-notes.spec.ts',
  '/profissional/questionarios/:patientId': 'questionnaires.spec.ts',
  '/lembrete/confirmar': 'reminder-links.spec.ts',
  '/lembrete/cancelar': 'reminder-links.spec.ts',
  '/lista-de-espera/oferta/:id': 'waitlist.spec.ts',
  '/pagamento/local/:paymentId': 'keyboard-journeys.spec.ts',
}
