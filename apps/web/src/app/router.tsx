import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router'
import { uiPageTitles as titles } from '@acolhe/shared/texts/ui-pages'
import { ComingSoon } from '../components/coming-soon'
import { FullPageLoader } from '../components/full-page-loader'
import { NotFound } from '../components/not-found'
import { PublicFrame } from '../components/public-frame'
import { RouteError } from '../components/route-error'

// The full route table of spec 02 §2. Every area's screens are lazy route modules, so the landing
// page never downloads patient, professional or admin code. Screens of later issues are honest
// "Em breve" placeholders; each becomes a lazy module when its issue builds it.

const soon = (path: string, title: string, backTo?: string | null): RouteObject => ({
  path,
  element: <ComingSoon title={title} backTo={backTo} />,
})

const publicFrame = (
  <PublicFrame>
    <Outlet />
  </PublicFrame>
)

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    // Shown while the first screen's lazy module loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // Public
      { index: true, lazy: () => import('./routes/public/landing') },
      { path: 'pagamento/local/:paymentId', lazy: () => import('./routes/public/local-checkout') },
      {
        element: publicFrame,
        children: [
          soon('recuperar-senha', titles.passwordRecovery),
          soon('recuperar-senha/codigo', titles.passwordRecoveryCode),
          soon('recuperar-senha/recuperar', titles.passwordRecoveryNew),
          soon('oauth-callback', titles.oauthCallback),
          soon('agendamento', titles.booking),
          soon('politica-de-privacidade', titles.privacyPolicy),
          soon('termos-de-uso', titles.termsOfUse),
          soon('termos-de-uso-do-profissional', titles.professionalTerms),
          // Patient sign-up
          soon('cadastro', titles.signUp),
          soon('cadastro/info', titles.signUpInfo),
          soon('cadastro/info-complemento', titles.signUpComplement),
          // Professional sign-up
          soon('profissional/cadastro', titles.professionalSignUp),
          soon('profissional/cadastro/info-pessoal', titles.professionalSignUpPersonal),
          soon('profissional/cadastro/info-documentacao', titles.professionalSignUpDocuments),
          soon('profissional/cadastro/info-contato', titles.professionalSignUpContact),
          soon('profissional/cadastro/info-modalidade', titles.professionalSignUpModality),
          { path: '*', element: <NotFound /> },
        ],
      },

      // Patient
      { path: 'login', lazy: () => import('./routes/patient/login') },
      {
        lazy: () => import('./routes/patient/patient-shell'),
        children: [
          soon('home', titles.patientHome, null),
          soon('consulta', titles.patientBooking, '/home'),
          soon('perfil', titles.patientProfile, '/home'),
        ],
      },

      // Professional
      { path: 'profissional/login', lazy: () => import('./routes/professional/login') },
      {
        path: 'profissional',
        lazy: () => import('./routes/professional/professional-shell'),
        children: [
          // The shell sends /profissional to home or to the authorization page.
          { index: true, element: null },
          { path: 'autorizacao', lazy: () => import('./routes/professional/authorization') },
          soon('home', titles.professionalHome, null),
          soon('calendario', titles.professionalCalendar, '/profissional/home'),
          soon('calendario/disponibilidade/criar', titles.professionalAvailabilityCreate, '/profissional/calendario'),
          soon('calendario/disponibilidade/guia', titles.professionalAvailabilityGuide, '/profissional/calendario'),
          soon('calendario/indisponibilidade/criar', titles.professionalUnavailabilityCreate, '/profissional/calendario'),
          soon('perfil', titles.professionalProfile, '/profissional/home'),
        ],
      },

      // Admin
      { path: 'admin/login', lazy: () => import('./routes/admin/login') },
      {
        path: 'admin',
        lazy: () => import('./routes/admin/admin-shell'),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          soon('dashboard', titles.adminDashboard, null),
          soon('profissionais', titles.adminProfessionals, '/admin/dashboard'),
          soon('profissionais/editar/:id', titles.adminProfessionalEdit, '/admin/profissionais'),
          soon('clinicas', titles.adminClinics, '/admin/dashboard'),
          soon('clinicas/criar', titles.adminClinicCreate, '/admin/clinicas'),
          soon('clinicas/editar/:id', titles.adminClinicEdit, '/admin/clinicas'),
          soon('pacientes', titles.adminPatients, '/admin/dashboard'),
          soon('pacientes/editar/:id', titles.adminPatientEdit, '/admin/pacientes'),
          soon('consultas', titles.adminSessions, '/admin/dashboard'),
          soon('consultas/agendar', titles.adminSessionBook, '/admin/consultas'),
          soon('faq', titles.adminFaq, '/admin/dashboard'),
          soon('faq/criar', titles.adminFaqCreate, '/admin/faq'),
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
