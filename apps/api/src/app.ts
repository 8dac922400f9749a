import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from './deps'
import errorHandler from './plugins/error-handler'
import security from './plugins/security'
import openapi from './plugins/openapi'
import auth from './plugins/auth'
import staticWeb from './plugins/static-web'
import { healthRoutes } from './modules/health/health.routes'
import { directoryRoutes } from './modules/directory/directory.routes'
import { schedulingRoutes } from './modules/scheduling/scheduling.routes'
import { accountsRoutes } from './modules/accounts/accounts.routes'
import { professionalAuthRoutes } from './modules/professional-auth/professional-auth.routes'
import { adminsRoutes } from './modules/admins/admins.routes'
import { paymentsRoutes } from './modules/payments/payments.routes'
import { webhooksRoutes } from './modules/payments/webhooks.routes'
import { localCheckoutRoutes } from './modules/payments/local-checkout.routes'

export type BuildAppOptions = { deps: Deps; logger?: FastifyServerOptions['logger']; serveWeb?: boolean }

/** Builds the whole app: infrastructure plugins first, then domain modules under /api. */
export async function buildApp({ deps, logger = false, serveWeb = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: deps.config.isProduction,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('deps', deps)

  await app.register(errorHandler)
  await app.register(security, {
    publicUrl: deps.config.publicUrl,
    isProduction: deps.config.isProduction,
    rateLimitPerMinute: deps.config.rateLimitPerMinute,
  })
  await app.register(openapi)
  await app.register(auth)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(directoryRoutes)
      await api.register(schedulingRoutes)
      await api.register(accountsRoutes)
      await api.register(professionalAuthRoutes)
      await api.register(adminsRoutes)
      await api.register(paymentsRoutes)
      await api.register(webhooksRoutes)
      if (deps.config.paymentProvider === 'local') await api.register(localCheckoutRoutes)
    },
    { prefix: '/api' },
  )

  if (serveWeb) await app.register(staticWeb, { distDir: deps.config.webDistDir })
  return app
}
