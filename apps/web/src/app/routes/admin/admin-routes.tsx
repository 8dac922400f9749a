import { Navigate, type RouteObject } from 'react-router'

export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', lazy: () => import('./login') },
  {
    path: 'admin',
    lazy: () => import('./admin-shell'),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'dashboard', lazy: () => import('./dashboard') },
      { path: 'profissionais', lazy: () => import('./professionals') },
      { path: 'profissionais/criar', lazy: () => import('./professional-create') },
      { path: 'profissionais/editar/:id', lazy: () => import('./professional-edit') },
      { path: 'clinicas', lazy: () => import('./clinics') },
      { path: 'clinicas/criar', lazy: () => import('./clinic-create') },
      { path: 'clinicas/editar/:id', lazy: () => import('./clinic-edit') },
      { path: 'pacientes', lazy: () => import('./patients') },
      { path: 'pacientes/editar/:id', lazy: () => import('./patient-edit') },
      { path: 'consultas', lazy: () => import('./sessions') },
      { path: 'consultas/agendar', lazy: () => import('./session-book') },
      { path: 'horarios-fixos', lazy: () => import('./series') },
      { path: 'faq', lazy: () => import('./faq') },
      { path: 'busca', lazy: () => import('./search-settings') },
      { path: 'faq/criar', lazy: () => import('./faq-create') },
      { path: 'admins', lazy: () => import('./admins') },
      { path: 'suporte', lazy: () => import('./support') },
      // The dashboard's 'Perguntas' card is the FAQ admin; the old address keeps working.
      { path: 'perguntas', element: <Navigate to="/admin/faq" replace /> },
    ],
  },
]
