import type { RouteObject } from 'react-router'

/** The four registration steps, inside the public frame. */
export const professionalSignUpFrameRoutes: RouteObject[] = [
  { path: 'profissional/cadastro/info-pessoal', lazy: () => import('./sign-up-personal') },
  { path: 'profissional/cadastro/info-documentacao', lazy: () => import('./sign-up-documentation') },
  { path: 'profissional/cadastro/info-contato', lazy: () => import('./sign-up-contact') },
  { path: 'profissional/cadastro/info-modalidade', lazy: () => import('./sign-up-modality') },
]

export const professionalRoutes: RouteObject[] = [
  { path: 'profissional/login', lazy: () => import('./login') },
  { path: 'profissional/cadastro', lazy: () => import('./sign-up-choice') },
  {
    path: 'profissional',
    lazy: () => import('./professional-shell'),
    children: [
      // The shell sends /profissional to home or to the authorization page.
      { index: true, element: null },
      { path: 'autorizacao', lazy: () => import('./authorization') },
      { path: 'home', lazy: () => import('./home') },
      { path: 'calendario', lazy: () => import('./calendar') },
      { path: 'calendario/disponibilidade/criar', lazy: () => import('./availability-create') },
      { path: 'calendario/disponibilidade/guia', lazy: () => import('./availability-guide') },
      { path: 'calendario/indisponibilidade/criar', lazy: () => import('./unavailability-create') },
      { path: 'perfil', lazy: () => import('./profile') },
      { path: 'recibos', lazy: () => import('./receipts') },
      { path: 'calendarios', lazy: () => import('./own-calendars') },
      { path: 'prontuarios', lazy: () => import('./clinical-records') },
      { path: 'prontuarios/:patientId', lazy: () => import('./clinical-record') },
      { path: 'questionarios/:patientId', lazy: () => import('./questionnaires') },
      { path: 'sala/:sessionId', lazy: () => import('./room') },
    ],
  },
]
