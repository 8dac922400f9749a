import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { createPixAutomaticoGateway, type PixAutomaticoGateway } from '../../integrations/pix/pix-automatico-gateway'
import { paymentsDepsOf } from '../payments/payments-deps'
import type { PaymentsDeps } from '../payments/payments.service'

/** What the Pix Automático services need; `gateway` is undefined when the installation does not offer it. */
export type PixAutomaticoDeps = {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl' | 'paymentProvider' | 'pix' | 'mailFrom'>
  gateway: PixAutomaticoGateway | undefined
  payments: PaymentsDeps
}

/** Offered only with the API Pix as the payment provider and the Pix Automático settings (a CNPJ, an account). */
export function gatewayOf(config: Pick<Config, 'publicUrl' | 'paymentProvider' | 'pix'>): PixAutomaticoGateway | undefined {
  const pix = config.pix
  if (config.paymentProvider !== 'pix' || !pix?.automatico) return undefined
  return createPixAutomaticoGateway(pix, pix.automatico, { publicUrl: config.publicUrl })
}

const cache = new WeakMap<object, PixAutomaticoDeps>()

/** One set per app, shared by the routes and the job of this instance. */
export function pixAutomaticoDepsOf(app: FastifyInstance): PixAutomaticoDeps {
  const cached = cache.get(app.deps)
  if (cached) return cached
  const payments = paymentsDepsOf(app)
  const built: PixAutomaticoDeps = { db: app.deps.db, clock: app.deps.clock, config: app.deps.config, gateway: gatewayOf(app.deps.config), payments }
  cache.set(app.deps, built)
  return built
}
