import type { Config } from '../../config'
import { createPixProvider } from '../pix/pix-provider'
import { createLocalProvider } from './local-provider'
import { createMercadoPagoProvider } from './mercadopago-provider'
import type { PaymentProvider } from './payment-provider'

export type PaymentProviders = {
  /** The provider new checkouts go to (`config.paymentProvider`). */
  active: PaymentProvider
  /** Webhooks are accepted from any configured provider, each verified with its own secret. */
  byName: (name: string) => PaymentProvider | undefined
}

export function createPaymentProviders(
  config: Pick<Config, 'paymentProvider' | 'publicUrl' | 'sessionSecret' | 'mercadoPago' | 'pix'>,
  readLocalPayment: Parameters<typeof createLocalProvider>[0]['readPaymentRow'],
  fetchImpl?: typeof fetch,
  now: () => Date = () => new Date(),
): PaymentProviders {
  const local = createLocalProvider({ publicUrl: config.publicUrl, sessionSecret: config.sessionSecret, readPaymentRow: readLocalPayment })
  const mercadopago = createMercadoPagoProvider({ ...config.mercadoPago, publicUrl: config.publicUrl, fetch: fetchImpl })
  const all: Record<string, PaymentProvider> = { local, mercadopago }
  if (config.pix) all.pix = createPixProvider(config.pix, { publicUrl: config.publicUrl, now })
  return { active: all[config.paymentProvider] ?? local, byName: (name) => (Object.hasOwn(all, name) ? all[name] : undefined) }
}
