import { createBrowserRouter, Outlet, type RouteObject } from 'react-router'
import { FullPageLoader } from '../components/full-page-loader'
import { NotFound } from '../components/not-found'
import { PublicFrame } from '../components/public-frame'
import { RouteError } from '../components/route-error'
import { adminRoutes } from './routes/admin/admin-routes'
import { bookingFrameRoutes, localCheckoutRoute, pixCheckoutRoute } from './routes/booking/booking-routes'
import { patientRoutes } from './routes/patient/patient-routes'
import { professionalRoutes, professionalSignUpFrameRoutes } from './routes/professional/professional-routes'
import { landingRoute, publicFrameRoutes } from './routes/public/public-routes'

// The full route table (docs/product/screens-and-routes.md), composed from one route file per area. Every screen is a lazy
// route module, so the landing page never downloads patient, professional or admin code.

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
      landingRoute,
      localCheckoutRoute,
      pixCheckoutRoute,
      {
        element: publicFrame,
        children: [
          ...publicFrameRoutes,
          ...bookingFrameRoutes,
          ...professionalSignUpFrameRoutes,
          { path: '*', element: <NotFound /> },
        ],
      },
      ...patientRoutes,
      ...professionalRoutes,
      ...adminRoutes,
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
