import type { FastifyInstance } from 'fastify'
import { createPaymentProviders } from '../../integrations/payments/providers'
import { findPaymentRow, type PaymentsDeps } from './payments.service'

// One set of providers per app, shared by the payments route modules.
const cache = new WeakMap<object, PaymentsDeps>()

export function paymentsDepsOf(app: FastifyInstance): PaymentsDeps {
  const { deps } = app
  const cached = cache.get(deps)
  if (cached) return cached
  const providers = createPaymentProviders(deps.config, (id) => findPaymentRow(deps.db, id), undefined, () => deps.clock.now())
  const built: PaymentsDeps = { db: deps.db, clock: deps.clock, config: deps.config, providers }
  cache.set(deps, built)
  return built
}
