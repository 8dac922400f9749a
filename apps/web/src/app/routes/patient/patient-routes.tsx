import type { RouteObject } from 'react-router'
import { preparedWizard } from '../booking/prepared-wizard'

export const patientRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./login') },
  {
    lazy: () => import('./patient-shell'),
    children: [
      { path: 'home', lazy: () => import('./home') },
      { path: 'consulta', lazy: () => import('./booking').then(preparedWizard) },
      { path: 'perfil', lazy: () => import('./profile') },
      { path: 'prontuarios', lazy: () => import('./clinical-records') },
      { path: 'questionarios', lazy: () => import('./questionnaires') },
      { path: 'sala/:sessionId', lazy: () => import('./room') },
    ],
  },
]
