import type { Config } from '../../config'
import { createLocalProvider } from './local-provider'
import { createMercadoPagoProvider } from './mercadopago-provider'
import type { PaymentProvider } from './payment-provider'

export type PaymentProviders = {
  /** The provider new checkouts go to (`config.paymentProvider`). */
  active: PaymentProvider
  /** Webhooks are accepted from either, each verified with its own secret. */
  byName: (name: string) => PaymentProvider | undefined
}

export function createPaymentProviders(
  config: Pick<Config, 'paymentProvider' | 'publicUrl' | 'sessionSecret' | 'mercadoPago'>,
  readLocalPayment: Parameters<typeof createLocalProvider>[0]['readPaymentRow'],
  fetchImpl?: typeof fetch,
): PaymentProviders {
  const local = createLocalProvider({ publicUrl: config.publicUrl, sessionSecret: config.sessionSecret, readPaymentRow: readLocalPayment })
  const mercadopago = createMercadoPagoProvider({ ...config.mercadoPago, publicUrl: config.publicUrl, fetch: fetchImpl })
  const all: Record<string, PaymentProvider> = { local, mercadopago }
  return { active: all[config.paymentProvider] ?? local, byName: (name) => (Object.hasOwn(all, name) ? all[name] : undefined) }
}
