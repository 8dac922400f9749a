import type { ProcessorDto } from '@acolhe/shared/api/processors'
import { processorsTexts as t } from '@acolhe/shared/texts/processors'
import type { Config } from '../../config'

// The processors (LGPD 'operadores') an installation may use, one entry per provider (decision 098).
// Adding a provider is adding one entry: when `configured` holds, the public page lists what `describe`
// says. A provider the configuration does not turn on is never listed.

type ProcessorFacts = Omit<ProcessorDto, 'id' | 'country' | 'transfer'>

export type ProcessorEntry = {
  id: string
  configured: (config: Config) => boolean
  describe: (config: Config) => ProcessorFacts
}

/** The host of a URL-like setting ('smtp://user:pass@smtp.example.com:587' → 'smtp.example.com'). */
function hostOf(address: string | undefined): string {
  if (!address) return ''
  try {
    return new URL(address).hostname
  } catch {
    return address
  }
}

/** Email services whose servers we know to be abroad; any other SMTP server is taken to be at the hosting's country. */
const KNOWN_EMAIL_COUNTRIES: { suffix: string; countryCode: string }[] = [
  { suffix: 'amazonaws.com', countryCode: 'US' },
  { suffix: 'sendgrid.net', countryCode: 'US' },
  { suffix: 'mailgun.org', countryCode: 'US' },
  { suffix: 'gmail.com', countryCode: 'US' },
  { suffix: 'google.com', countryCode: 'US' },
  { suffix: 'office365.com', countryCode: 'US' },
  { suffix: 'outlook.com', countryCode: 'US' },
  { suffix: 'postmarkapp.com', countryCode: 'US' },
  { suffix: 'brevo.com', countryCode: 'FR' },
  { suffix: 'sendinblue.com', countryCode: 'FR' },
]

const endsWithDomain = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`)

const PUBLIC_JITSI = 'meet.jit.si'

export const PROCESSOR_REGISTRY: readonly ProcessorEntry[] = [
  {
    id: 'hosting',
    configured: (config) => Boolean(config.hosting.provider),
    describe: (config) => ({
      name: t.entries.hosting.name(config.hosting.provider ?? ''),
      purpose: t.entries.hosting.purpose,
      data: t.entries.hosting.data,
      country_code: config.hosting.countryCode,
      legal_basis: t.bases.health,
    }),
  },
  {
    id: 'email',
    configured: (config) => Boolean(config.smtpUrl),
    describe: (config) => {
      const host = hostOf(config.smtpUrl)
      const known = KNOWN_EMAIL_COUNTRIES.find((k) => endsWithDomain(host, k.suffix))
      return {
        name: t.entries.email.name(host),
        purpose: t.entries.email.purpose,
        data: t.entries.email.data,
        country_code: known?.countryCode ?? config.hosting.countryCode,
        legal_basis: t.bases.contract,
      }
    },
  },
  {
    id: 'mercadopago',
    configured: (config) => config.paymentProvider === 'mercadopago',
    describe: () => ({
      name: t.entries.mercadoPago.name,
      purpose: t.entries.mercadoPago.purpose,
      data: t.entries.mercadoPago.data,
      country_code: 'BR',
      legal_basis: t.bases.contract,
    }),
  },
  {
    // The clinic's own bank or payment institution (PSP), through the Central Bank's API Pix. Which PSP it
    // is only the clinic knows: the page names it by the address of its API.
    id: 'pix',
    configured: (config) => config.paymentProvider === 'pix' && Boolean(config.pix),
    describe: (config) => ({
      name: t.entries.pix.name(hostOf(config.pix?.apiUrl)),
      purpose: t.entries.pix.purpose,
      data: t.entries.pix.data,
      country_code: 'BR',
      legal_basis: t.bases.contract,
    }),
  },
  {
    id: 'whatsapp',
    configured: (config) => Boolean(config.whatsapp),
    describe: () => ({
      name: t.entries.whatsApp.name,
      purpose: t.entries.whatsApp.purpose,
      data: t.entries.whatsApp.data,
      country_code: 'US',
      legal_basis: t.bases.consent,
    }),
  },
  {
    // Online consultations always need a room: the public meet.jit.si (8x8) unless MEETING_BASE_URL names another.
    id: 'video',
    configured: (config) => Boolean(config.meetingBaseUrl),
    describe: (config) => {
      const host = hostOf(config.meetingBaseUrl)
      const isPublic = endsWithDomain(host, PUBLIC_JITSI)
      return {
        name: isPublic ? t.entries.jitsiPublic.name : t.entries.jitsiOwn.name(host),
        purpose: t.entries.jitsiPublic.purpose,
        data: t.entries.jitsiPublic.data,
        country_code: isPublic ? 'US' : config.hosting.countryCode,
        legal_basis: t.bases.health,
      }
    },
  },
  {
    id: 'google-sign-in',
    configured: (config) => Boolean(config.google),
    describe: () => ({
      name: t.entries.google.name,
      purpose: t.entries.google.purpose,
      data: t.entries.google.data,
      country_code: 'US',
      legal_basis: t.bases.consent,
    }),
  },
]

/** The processors this configuration uses, each abroad one with the transfer mechanism it relies on. */
export function processorsOf(config: Config, registry: readonly ProcessorEntry[] = PROCESSOR_REGISTRY): ProcessorDto[] {
  return registry
    .filter((entry) => entry.configured(config))
    .map((entry) => {
      const facts = entry.describe(config)
      const abroad = facts.country_code !== 'BR'
      return {
        id: entry.id,
        ...facts,
        country: t.countries[facts.country_code] ?? t.unknownCountry(facts.country_code),
        transfer: abroad ? t.standardClauses : null,
      }
    })
}
