import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { applyBrazilianZodMessages } from '@acolhe/shared/zod-locale'
import type { Deps } from './deps'
import { reminderLinkSecretOf } from './modules/reminder-links/link-secret'
import { privateLoggerOptions } from './lib/log-privacy'
import { wakeJobsAfterWrite } from './lib/job-wakeups'
import { requestIdOf, runWithRequestId } from './lib/request-id'
import errorHandler from './plugins/error-handler'
import metricsPlugin from './plugins/metrics'
import tracing from './plugins/tracing'
import { createMetrics, type Metrics } from './lib/metrics'
import routeList from './plugins/route-list'
import security from './plugins/security'
import { databaseRateCounter } from './modules/rate-limits/database-rate-counter'
import { redisRateCounter } from './modules/rate-limits/redis-rate-counter'
import { fallbackRateCounter } from './modules/rate-limits/fallback-rate-counter'
import noStore from './plugins/no-store'
import nulBytes from './plugins/nul-bytes'
import { clientErrorHandler } from './plugins/client-error'
import { frameworkErrors } from './plugins/framework-errors'
import openapi from './plugins/openapi'
import auth from './plugins/auth'
import { signedInHome } from './plugins/signed-in-home'
import staticWeb from './plugins/static-web'
import { healthRoutes } from './modules/health/health.routes'
import { directoryRoutes } from './modules/directory/directory.routes'
import { schedulingRoutes } from './modules/scheduling/scheduling.routes'
import { noShowRoutes } from './modules/scheduling/no-show.routes'
import { roomRoutes } from './modules/consultation-room/room.routes'
import { pixAutomaticoRoutes } from './modules/pix-automatico/pix-automatico.routes'
import { pixAutomaticoTestSupportRoutes } from './modules/pix-automatico/pix-automatico-test-support.routes'
import { seriesRoutes } from './modules/series/series.routes'
import { accountsRoutes } from './modules/accounts/accounts.routes'
import { professionalAuthRoutes } from './modules/professional-auth/professional-auth.routes'
import { adminsRoutes } from './modules/admins/admins.routes'
import { adminAccountsRoutes } from './modules/admins/admin-accounts.routes'
import { supportRoutes } from './modules/support/support.routes'
import { sessionExportRoutes } from './modules/session-export/session-export.routes'
import { paymentsRoutes } from './modules/payments/payments.routes'
import { webhooksRoutes } from './modules/payments/webhooks.routes'
import { localCheckoutRoutes } from './modules/payments/local-checkout.routes'
import { passwordRecoveryRoutes } from './modules/password-recovery/recovery.routes'
import { passwordChangeRoutes } from './modules/password-change/password-change.routes'
import { profilePhotosRoutes } from './modules/profile-photos/profile-photos.routes'
import { devMailboxRoutes } from './modules/email/dev-mailbox.routes'
import { googleSignInRoutes } from './modules/google-sign-in/google-sign-in.routes'
import { privacyRoutes } from './modules/privacy/privacy.routes'
import { professionalsRoutes } from './modules/professionals/professionals.routes'
import { calendarRoutes } from './modules/calendar/calendar.routes'
import { clinicsRoutes } from './modules/clinics/clinics.routes'
import { faqRoutes } from './modules/faq/faq.routes'
import { processorsRoutes } from './modules/processors/processors.routes'
import { practiceRoutes } from './modules/practice/practice.routes'
import { backOfficeRoutes } from './modules/back-office/back-office.routes'
import { onboardingRoutes } from './modules/onboarding/onboarding.routes'
import { telehealthConsentRoutes } from './modules/telehealth-consent/telehealth-consent.routes'
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes'
import { externalCalendarsRoutes } from './modules/own-calendars/own-calendars.routes'
import { earningsRoutes } from './modules/earnings/earnings.routes'
import { taxReceiptsRoutes } from './modules/tax-receipts/tax-receipts.routes'
import { clinicalRecordsRoutes } from './modules/clinical-records/clinical-records.routes'
import { questionnairesRoutes } from './modules/questionnaires/questionnaires.routes'
import { testSupportRoutes } from './modules/test-support/test-support.routes'
import { reminderLinksRoutes } from './modules/reminder-links/reminder-links.routes'
import { reminderChannelsRoutes } from './modules/whatsapp-reminders/reminder-channels.routes'
import { waitlistRoutes } from './modules/waitlist/waitlist.routes'
import { whatsappWebhookRoutes } from './modules/whatsapp-reminders/whatsapp-webhook.routes'
import { payFromBalanceWhenCovered } from './modules/payments/balance-payment'

/** Methods that change nothing: their requests wake no job. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type BuildAppOptions = {
  deps: Deps
  logger?: FastifyServerOptions['logger']
  serveWeb?: boolean
  /** The instance's metrics (server.ts shares them with the database pool and the jobs); new ones by default. */
  metrics?: Metrics
}

/** Builds the whole app: infrastructure plugins first, then domain modules under /api. */
export async function buildApp({ deps, logger = false, serveWeb = false, metrics = createMetrics() }: BuildAppOptions) {
  applyBrazilianZodMessages()
  const app = Fastify({
    logger: logger === false || logger === true || logger === undefined ? logger : privateLoggerOptions(logger),
    // Only the proxies named in TRUST_PROXY may speak for the client (rate limits, consent records).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // X-Request-Id / traceparent or a random id (lib/request-id.ts); never Fastify's per-process counter.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's 10 s default for a plugin to load is too short on a starved CPU (a busy CI machine,
    // several instances starting at once); a real hang still shows within a minute.
    pluginTimeout: 60_000,
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // Without REMINDER_LINK_SECRET the links are signed with the installation's own generated secret, read
  // (or created) once here, before any job or route can sign or check one (decision 065).
  deps.config.reminderLinkSecret = await reminderLinkSecretOf(deps.db, deps.config.reminderLinkSecret)
  // A booking the patient's balance covers is paid at once; booking reaches payments through this port.
  deps.settleFromBalance = (tx, session, now) => payFromBalanceWhenCovered(deps, tx, session, now)
  app.decorate('deps', deps)
  // With REDIS_URL the counters live in Redis, and in the database while Redis does not answer (decision 072).
  const databaseCounter = databaseRateCounter(deps.db, deps.clock)
  const rateCounter = deps.config.redisUrl
    ? fallbackRateCounter(redisRateCounter(deps.config.redisUrl), databaseCounter, metrics.storeWatch(), app.log)
    : databaseCounter
  app.decorate('readiness', { draining: false, ...(rateCounter.ping ? { redis: rateCounter.ping } : {}) })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  // After the body is parsed (its stream events would leave the context behind), so the route's own
  // pre-handlers and handler, and the outbox rows they queue, see the request's id.
  app.addHook('preHandler', (request, _reply, done) => runWithRequestId(request.id, done))
  // Once a request that wrote has answered, its transaction has committed: the jobs that deliver what it
  // may have created (mail, reminders, waitlist offers) look at once rather than at their next check.
  app.addHook('onResponse', (request, reply, done) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) wakeJobsAfterWrite()
    done()
  })

  await app.register(routeList)
  await app.register(errorHandler)
  await app.register(metricsPlugin, { metrics, token: deps.config.metricsToken })
  if (deps.config.otlpEndpoint) await app.register(tracing, { endpoint: deps.config.otlpEndpoint })
  await app.register(security, {
    publicUrl: deps.config.publicUrl,
    isProduction: deps.config.isProduction,
    rateLimitPerMinute: deps.config.rateLimitPerMinute,
    rateCounter,
    rateKeySecret: deps.config.sessionSecret,
  })
  await app.register(noStore)
  await app.register(nulBytes)
  // The route map, admin routes included, is for developers: off in production unless asked for.
  if (deps.config.openApiDocs) await app.register(openapi)
  await app.register(auth)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(processorsRoutes)
      await api.register(directoryRoutes)
      await api.register(schedulingRoutes)
      await api.register(noShowRoutes)
      await api.register(roomRoutes)
      await api.register(seriesRoutes)
      await api.register(pixAutomaticoRoutes)
      await api.register(waitlistRoutes)
      await api.register(accountsRoutes)
      await api.register(professionalAuthRoutes)
      await api.register(adminsRoutes)
      await api.register(adminAccountsRoutes)
      await api.register(supportRoutes)
      await api.register(sessionExportRoutes)
      await api.register(paymentsRoutes)
      await api.register(webhooksRoutes)
      if (deps.config.paymentProvider === 'local') await api.register(localCheckoutRoutes)
      await api.register(passwordRecoveryRoutes)
      await api.register(passwordChangeRoutes)
      await api.register(profilePhotosRoutes)
      await api.register(googleSignInRoutes)
      await api.register(privacyRoutes)
      await api.register(professionalsRoutes)
      await api.register(calendarRoutes)
      await api.register(clinicsRoutes)
      await api.register(faqRoutes)
      await api.register(practiceRoutes)
      await api.register(backOfficeRoutes)
      await api.register(onboardingRoutes)
      await api.register(calendarFeedRoutes)
      await api.register(externalCalendarsRoutes)
      await api.register(earningsRoutes)
      await api.register(taxReceiptsRoutes)
      await api.register(clinicalRecordsRoutes)
      await api.register(questionnairesRoutes)
      await api.register(telehealthConsentRoutes)
      await api.register(reminderLinksRoutes)
      await api.register(reminderChannelsRoutes)
      await api.register(whatsappWebhookRoutes)
      if (!deps.config.isProduction) await api.register(devMailboxRoutes)
      if (deps.config.env === 'test' && deps.config.testClockControl) await api.register(testSupportRoutes)
      if (deps.config.env === 'test' && deps.config.testClockControl) await api.register(pixAutomaticoTestSupportRoutes)
    },
    { prefix: '/api' },
  )

  if (serveWeb) {
    const web = { distDir: deps.config.webDistDir, googleSignIn: deps.config.google !== undefined, signedInHome, now: () => deps.clock.now() }
    await app.register(staticWeb, web)
  }
  return app
}
