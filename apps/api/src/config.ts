import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { TELEHEALTH_CONSENT_VERSION } from '@acolhe/shared/texts/telehealth-consent'

// Every environment variable is read here, once; nothing else touches process.env.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  METRICS_TOKEN: z.string().min(16).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  HOSTING_PROVIDER: z.string().trim().max(200).optional(),
  HOSTING_COUNTRY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'HOSTING_COUNTRY: the two-letter country code (ISO 3166-1), e.g. BR')
    .transform((code) => code.toUpperCase())
    .default('BR'),
  DATA_DIR: z.string().default('./data'),
  // Unset: demo data outside production only (see seedDemo below).
  SEED_DEMO: z.enum(['0', '1']).optional(),
  DEMO_MODE: z.enum(['0', '1']).default('0'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Acolhe <nao-responda@acolhe.local>'),
  PAYMENT_PROVIDER: z.enum(['local', 'mercadopago', 'pix']).default('local'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  MERCADOPAGO_API_URL: z.string().url().default('https://api.mercadopago.com'),
  PIX_API_URL: z.string().url().optional(),
  PIX_OAUTH_TOKEN_URL: z.string().url().optional(),
  PIX_CLIENT_ID: z.string().optional(),
  PIX_CLIENT_SECRET: z.string().optional(),
  PIX_CERT_FILE: z.string().optional(),
  PIX_KEY_FILE: z.string().optional(),
  PIX_CA_FILE: z.string().optional(),
  PIX_KEY: z.string().max(77).optional(),
  PIX_WEBHOOK_SECRET: z.string().min(32).optional(),
  // Pix Automático (decision 102): only for a receiver with a CNPJ, and the account its PSP holds.
  PIX_AUTOMATICO_CNPJ: z.string().regex(/^\d{14}$/, 'PIX_AUTOMATICO_CNPJ: 14 digits').optional(),
  PIX_AUTOMATICO_AGENCY: z.string().regex(/^\d{1,4}$/, 'PIX_AUTOMATICO_AGENCY: up to 4 digits').optional(),
  PIX_AUTOMATICO_ACCOUNT: z.string().regex(/^[0-9-]{1,20}$/, 'PIX_AUTOMATICO_ACCOUNT: up to 20 digits').optional(),
  PIX_AUTOMATICO_ACCOUNT_TYPE: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO']).default('CORRENTE'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  MEETING_BASE_URL: z.string().url().default('https://meet.jit.si'),
  MEETING_JWT_SECRET: z.string().min(32).optional(),
  MEETING_JWT_APP_ID: z.string().min(1).optional(),
  TRUST_PROXY: z.string().trim().optional(),
  DEV_MAILBOX_TOKEN: z.string().min(16).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  REDIS_URL: z.string().url().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SESSION_SECRET: z.string().min(32).optional(),
  REMINDER_LINK_SECRET: z.string().min(32).optional(),
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  WAITLIST_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CALENDAR_SYNC_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  CALENDAR_WRITE_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  CALENDAR_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(20),
  CALENDAR_PRIVATE_ADDRESSES: z.enum(['0', '1']).optional(),
  OUTBOX_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_TEMPLATE_NAME: z.string().default('lembrete_consulta'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('pt_BR'),
  CHECKOUT_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(30),
  // Unset: the OpenAPI document and its page are served outside production only.
  OPENAPI_DOCS: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TEST_CLOCK_CONTROL: z.enum(['0', '1']).default('0'),
  TEST_CLOCK_START: z.string().datetime({ offset: true }).optional(),
  CLINICAL_NOTES_KEYS: z.string().trim().optional(),
  CLINICAL_NOTES_CURRENT_KEY: z.string().trim().optional(),
})

/** Every variable the server reads: deploy/.env.example lists each (a test compares them). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(envSchema.shape)

export type Config = {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  databaseUrl: string | undefined
  /** Connections each instance keeps to PostgreSQL (through a pooler: its client connections). */
  databasePoolSize: number
  /** Opens GET /metrics (Prometheus, `Authorization: Bearer …`); unset answers 404 (decision 070). */
  metricsToken: string | undefined
  /** OpenTelemetry traces go to `{this}/v1/traces` (OTLP over HTTP); unset exports nothing. */
  otlpEndpoint: string | undefined
  /**
   * Who hosts the servers and in which country (ISO 3166-1 alpha-2), for the processors page (decision 098);
   * undefined when HOSTING_PROVIDER is unset (the page then does not list hosting). The country is also
   * where a self-hosted service (an SMTP server or Jitsi the page does not recognise) is taken to be.
   */
  hosting: { provider: string | undefined; countryCode: string }
  dataDir: string
  /** False when DATA_DIR is the default (./data of the working directory): start-up then looks for the pre-1.0.0 folder. */
  dataDirGiven: boolean
  seedDemo: boolean
  /** A public demo install: production may then use the local payment provider and the demo seed. */
  demoMode: boolean
  bootstrapAdmin: { email: string; password: string } | undefined
  smtpUrl: string | undefined
  mailFrom: string
  paymentProvider: 'local' | 'mercadopago' | 'pix'
  mercadoPago: { accessToken: string | undefined; webhookSecret: string | undefined; apiUrl: string }
  /** A PSP speaking the Central Bank's API Pix (decision 083); undefined until its address and credentials are all set. */
  pix: PixConfig | undefined
  google: { clientId: string; clientSecret: string; issuer: string } | undefined
  meetingBaseUrl: string
  /** Signed rooms on a self-hosted Jitsi (decision 039): each participant's link carries a JWT. */
  meetingJwt: { secret: string; appId: string } | undefined
  rateLimitPerMinute: number
  /** Where the rate-limit counters live when not in the database (decision 033). */
  redisUrl: string | undefined
  /** On SIGTERM, how long the instance answers 'not ready' before it stops taking requests. */
  shutdownDrainSeconds: number
  /** Which proxies may tell us the client's address (X-Forwarded-For); false trusts none. */
  trustProxy: TrustProxy
  /** Opens /api/dev/mailbox (outside production) without an admin session. */
  devMailboxToken: string
  sessionSecret: string
  /**
   * Signs the confirm/cancel links of reminders: REMINDER_LINK_SECRET, or (when unset) the installation's
   * generated secret, filled in by buildApp from the database (decision 065). Production without DEMO_MODE
   * refuses to start without the variable.
   */
  reminderLinkSecret: string
  /** How often the reminder job looks for due reminders. */
  reminderCheckSeconds: number
  /** How often the waitlist job offers freed hours and hands lapsed offers to the next in line. */
  waitlistCheckSeconds: number
  /** How often the email outbox sender looks for due emails (with SMTP_URL). */
  outboxCheckSeconds: number
  /** The WhatsApp Business Cloud API; undefined when not configured (the channel is then hidden). */
  whatsapp: WhatsAppConfig | undefined
  /**
   * Professionals' own calendars (decision 087): how often each is read again, how often the writer puts
   * sessions into CalDAV calendars, how long one request may take, and whether addresses inside the
   * server's network may be fetched (CALENDAR_PRIVATE_ADDRESSES=1|0; unset: yes outside production, no in it).
   */
  calendars: { syncSeconds: number; writeCheckSeconds: number; timeoutSeconds: number; allowPrivateAddresses: boolean }
  checkoutExpiryMinutes: number
  /** The telehealth consent version patients must have accepted to book online (decision 034); tests set others. */
  telehealthConsentVersion: string
  logLevel: string
  /**
   * Serves the OpenAPI document (/api/docs/json) and its page (/api/docs): every route, the admin's
   * included. OPENAPI_DOCS=1|0; unset means on outside production and off in production (decision 065).
   */
  openApiDocs: boolean
  webDistDir: string
  /** Browser e2e only: the server clock can be moved through PUT /api/test-support/clock. */
  testClockControl: boolean
  /** Browser e2e only: the instant the adjustable clock starts at (it then moves on in real time). */
  testClockStart: Date | undefined
  /** The keys of the clinical notes (decision 036); undefined only in production when none is given (refused at start). */
  clinicalNotes: ClinicalNoteKeys | undefined
}

/** AES-256 keys by id: new notes use `currentKeyId`; older ids stay to read notes written before a rotation. */
export type ClinicalNoteKeys = { currentKeyId: string; keys: ReadonlyMap<string, Buffer> }

export type TrustProxy = false | string[]

export type PixConfig = {
  /** The PSP's API Pix root, version included (e.g. https://pix.psp.example/api/v2). */
  apiUrl: string
  /** OAuth2 client-credentials token endpoint. */
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** The mTLS client certificate and key the PSP issued (PEM files); both or neither. */
  clientCertFile: string | undefined
  clientKeyFile: string | undefined
  /** The PSP's CA chain (PEM) when its server certificate is not signed by a public CA. */
  caFile: string | undefined
  /** The Pix key (chave DICT) that receives the money. */
  key: string
  /** Part of the webhook URL registered with the PSP: a notification without it is refused. */
  webhookSecret: string
  /** Pix Automático for weekly series (decision 102); undefined: not offered. */
  automatico?: PixAutomaticoConfig | undefined
}

export type PixAutomaticoConfig = {
  /** The receiver's CNPJ: Pix Automático is for companies; its first 8 digits start each recurrence id we make. */
  cnpj: string
  /** The receiver's account at the PSP (each cobr names it). */
  agency: string | undefined
  account: string
  accountType: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO'
}

export type WhatsAppConfig = {
  apiUrl: string
  phoneNumberId: string
  accessToken: string
  /** Verifies the X-Hub-Signature-256 of the webhook (the patient's 'PARAR'); start-up refuses the channel without it. */
  appSecret: string
  /** Answers the webhook's subscription check (GET with hub.verify_token). */
  verifyToken: string
  templateName: string
  templateLanguage: string
}

// Named ranges proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  if (rest.length > 0 || isIP(address) === 0) return false
  return bits === undefined || /^\d{1,3}$/.test(bits)
}

/**
 * TRUST_PROXY: unset trusts nobody (the socket address is the client); otherwise a comma-separated
 * list of proxy addresses or CIDRs. "Trust everyone" is not offered: anyone could then pick the
 * address our rate limits and consent records see. Nor is a hop count: it cannot tell a proxy from a
 * client that connects directly, and Fastify 5 ignores it (trusting nobody), so we refuse it loudly.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value) return false
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean)
  const invalid = entries.filter((entry) => !isAddressOrRange(entry))
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(`TRUST_PROXY must be a comma-separated list of proxy addresses or CIDRs, e.g. 10.0.0.5 or 10.0.0.0/8 (invalid: ${invalid.join(', ') || value})`)
  }
  return entries
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/

/**
 * CLINICAL_NOTES_KEYS: comma-separated `id:base64` pairs, each key 32 bytes; CLINICAL_NOTES_CURRENT_KEY
 * names the one new notes use (optional when there is only one). Outside production, unset means a fixed
 * development key, so notes written on a laptop survive restarts; production refuses to start without
 * keys (startup/production-guards.ts).
 */
function parseClinicalNoteKeys(list: string | undefined, current: string | undefined, isProduction: boolean): ClinicalNoteKeys | undefined {
  if (!list) {
    if (current) throw new Error('CLINICAL_NOTES_CURRENT_KEY is set but CLINICAL_NOTES_KEYS is not')
    return isProduction ? undefined : { currentKeyId: 'dev', keys: new Map([['dev', createHash('sha256').update('acolhe development clinical notes key').digest()]]) }
  }
  const keys = new Map<string, Buffer>()
  for (const pair of list.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const separator = pair.indexOf(':')
    const id = pair.slice(0, separator)
    const key = Buffer.from(pair.slice(separator + 1), 'base64')
    if (separator < 1 || !KEY_ID.test(id)) throw new Error('CLINICAL_NOTES_KEYS must be comma-separated id:base64 pairs, ids of letters, digits, - or _ (e.g. 2026a:<base64 of 32 bytes>)')
    if (key.length !== 32) throw new Error(`CLINICAL_NOTES_KEYS: key ${id} must be 32 bytes in base64 (openssl rand -base64 32)`)
    if (keys.has(id)) throw new Error(`CLINICAL_NOTES_KEYS: key id ${id} appears twice`)
    keys.set(id, key)
  }
  const [only] = keys.keys()
  const currentKeyId = current || (keys.size === 1 ? only : undefined)
  if (!currentKeyId) throw new Error('CLINICAL_NOTES_CURRENT_KEY must name which of the CLINICAL_NOTES_KEYS new notes use')
  if (!keys.has(currentKeyId)) throw new Error(`CLINICAL_NOTES_CURRENT_KEY names ${currentKeyId}, which is not in CLINICAL_NOTES_KEYS`)
  return { currentKeyId, keys }
}

function loadSessionSecret(dataDir: string, given: string | undefined, isProduction: boolean): string {
  if (given) return given
  if (isProduction) throw new Error('SESSION_SECRET is required when NODE_ENV=production')
  // Outside production a secret is generated once and kept beside the data, so restarts keep cookies valid.
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Both or neither: a secret without an app id (or the reverse) would give links Jitsi refuses. */
function meetingJwtOf(secret: string | undefined, appId: string | undefined): Config['meetingJwt'] {
  if (!secret && !appId) return undefined
  if (!secret || !appId) throw new Error('MEETING_JWT_SECRET and MEETING_JWT_APP_ID must be set together (signed Jitsi rooms)')
  return { secret, appId }
}

/**
 * Only where the database is: what `db:migrate` needs. It serves nothing, so it must not ask for the
 * session secret or any other production setting.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).parse(env)
  return { databaseUrl: parsed.DATABASE_URL || undefined, dataDir: resolve(parsed.DATA_DIR) }
}

/**
 * Every problem of `env` at once (what loadConfig would throw, one line per variable), so that the
 * server's refusal and `npm run admin -- check-config` list them all instead of the first only.
 */
export function environmentProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = []
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    // The variable's name and what is wrong; never its value, which may be a secret.
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`)
  }
  const isProduction = env.NODE_ENV === 'production'
  const checks: (() => unknown)[] = [
    () => parseTrustProxy(env.TRUST_PROXY?.trim()),
    () => parseClinicalNoteKeys(env.CLINICAL_NOTES_KEYS?.trim(), env.CLINICAL_NOTES_CURRENT_KEY?.trim(), isProduction),
    () => meetingJwtOf(env.MEETING_JWT_SECRET, env.MEETING_JWT_APP_ID),
    () => {
      if (isProduction && !env.SESSION_SECRET) throw new Error('SESSION_SECRET is required when NODE_ENV=production')
    },
    () => {
      if (env.TEST_CLOCK_CONTROL === '1' && env.NODE_ENV !== 'test') throw new Error('TEST_CLOCK_CONTROL=1 is only allowed with NODE_ENV=test')
      if (env.TEST_CLOCK_START && (env.NODE_ENV !== 'test' || env.TEST_CLOCK_CONTROL !== '1')) throw new Error('TEST_CLOCK_START is only allowed with NODE_ENV=test and TEST_CLOCK_CONTROL=1')
    },
  ]
  for (const check of checks) {
    try {
      check()
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error))
    }
  }
  return problems
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.parse(env)
  const isProduction = parsed.NODE_ENV === 'production'
  if (parsed.TEST_CLOCK_CONTROL === '1' && parsed.NODE_ENV !== 'test') throw new Error('TEST_CLOCK_CONTROL=1 is only allowed with NODE_ENV=test')
  if (parsed.TEST_CLOCK_START && (parsed.NODE_ENV !== 'test' || parsed.TEST_CLOCK_CONTROL !== '1')) {
    throw new Error('TEST_CLOCK_START is only allowed with NODE_ENV=test and TEST_CLOCK_CONTROL=1')
  }
  const dataDir = resolve(overrides.dataDir ?? parsed.DATA_DIR)
  const port = overrides.port ?? parsed.PORT
  const host = overrides.host ?? parsed.HOST
  const config: Config = {
    env: parsed.NODE_ENV,
    isProduction,
    port,
    host,
    publicUrl: (parsed.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    databaseUrl: parsed.DATABASE_URL || undefined,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    metricsToken: parsed.METRICS_TOKEN || undefined,
    otlpEndpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    hosting: { provider: parsed.HOSTING_PROVIDER || undefined, countryCode: parsed.HOSTING_COUNTRY },
    dataDir,
    dataDirGiven: overrides.dataDir !== undefined || Boolean(env.DATA_DIR),
    // A production database never gets the well-known demo logins unless someone asks for them by name.
    seedDemo: parsed.SEED_DEMO === undefined ? !isProduction : parsed.SEED_DEMO === '1',
    demoMode: parsed.DEMO_MODE === '1',
    bootstrapAdmin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    paymentProvider: parsed.PAYMENT_PROVIDER,
    mercadoPago: {
      accessToken: parsed.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: parsed.MERCADOPAGO_WEBHOOK_SECRET,
      apiUrl: parsed.MERCADOPAGO_API_URL,
    },
    pix:
      parsed.PIX_API_URL && parsed.PIX_OAUTH_TOKEN_URL && parsed.PIX_CLIENT_ID && parsed.PIX_CLIENT_SECRET && parsed.PIX_KEY && parsed.PIX_WEBHOOK_SECRET
        ? {
            apiUrl: parsed.PIX_API_URL.replace(/\/$/, ''),
            tokenUrl: parsed.PIX_OAUTH_TOKEN_URL,
            clientId: parsed.PIX_CLIENT_ID,
            clientSecret: parsed.PIX_CLIENT_SECRET,
            clientCertFile: parsed.PIX_CERT_FILE || undefined,
            clientKeyFile: parsed.PIX_KEY_FILE || undefined,
            caFile: parsed.PIX_CA_FILE || undefined,
            key: parsed.PIX_KEY,
            webhookSecret: parsed.PIX_WEBHOOK_SECRET,
            automatico:
              parsed.PIX_AUTOMATICO_CNPJ && parsed.PIX_AUTOMATICO_ACCOUNT
                ? {
                    cnpj: parsed.PIX_AUTOMATICO_CNPJ,
                    agency: parsed.PIX_AUTOMATICO_AGENCY,
                    account: parsed.PIX_AUTOMATICO_ACCOUNT,
                    accountType: parsed.PIX_AUTOMATICO_ACCOUNT_TYPE,
                  }
                : undefined,
          }
        : undefined,
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? { clientId: parsed.GOOGLE_CLIENT_ID, clientSecret: parsed.GOOGLE_CLIENT_SECRET, issuer: parsed.OIDC_ISSUER }
        : undefined,
    meetingBaseUrl: parsed.MEETING_BASE_URL.replace(/\/$/, ''),
    meetingJwt: meetingJwtOf(parsed.MEETING_JWT_SECRET, parsed.MEETING_JWT_APP_ID),
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    redisUrl: parsed.REDIS_URL || undefined,
    shutdownDrainSeconds: parsed.SHUTDOWN_DRAIN_SECONDS,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    // Generated per start when not given; server.ts prints it (the mailbox exists only outside production).
    devMailboxToken: parsed.DEV_MAILBOX_TOKEN ?? randomBytes(24).toString('base64url'),
    sessionSecret: '',
    // Empty when unset: buildApp then uses the installation's generated one (reminder-links/link-secret.ts).
    reminderLinkSecret: parsed.REMINDER_LINK_SECRET ?? '',
    reminderCheckSeconds: parsed.REMINDER_CHECK_SECONDS,
    waitlistCheckSeconds: parsed.WAITLIST_CHECK_SECONDS,
    calendars: {
      syncSeconds: parsed.CALENDAR_SYNC_SECONDS,
      writeCheckSeconds: parsed.CALENDAR_WRITE_CHECK_SECONDS,
      timeoutSeconds: parsed.CALENDAR_TIMEOUT_SECONDS,
      allowPrivateAddresses: parsed.CALENDAR_PRIVATE_ADDRESSES === undefined ? !isProduction : parsed.CALENDAR_PRIVATE_ADDRESSES === '1',
    },
    outboxCheckSeconds: parsed.OUTBOX_CHECK_SECONDS,
    whatsapp:
      parsed.WHATSAPP_PHONE_NUMBER_ID && parsed.WHATSAPP_ACCESS_TOKEN
        ? {
            apiUrl: parsed.WHATSAPP_API_URL.replace(/\/$/, ''),
            phoneNumberId: parsed.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: parsed.WHATSAPP_ACCESS_TOKEN,
            appSecret: parsed.WHATSAPP_APP_SECRET ?? '',
            verifyToken: parsed.WHATSAPP_VERIFY_TOKEN ?? '',
            templateName: parsed.WHATSAPP_TEMPLATE_NAME,
            templateLanguage: parsed.WHATSAPP_TEMPLATE_LANGUAGE,
          }
        : undefined,
    checkoutExpiryMinutes: parsed.CHECKOUT_EXPIRY_MINUTES,
    telehealthConsentVersion: TELEHEALTH_CONSENT_VERSION,
    logLevel: parsed.LOG_LEVEL,
    openApiDocs: parsed.OPENAPI_DOCS === undefined ? !isProduction : parsed.OPENAPI_DOCS === '1',
    webDistDir: resolve(parsed.WEB_DIST_DIR ?? join(import.meta.dirname, '../../web/dist')),
    testClockControl: parsed.TEST_CLOCK_CONTROL === '1',
    testClockStart: parsed.TEST_CLOCK_START ? new Date(parsed.TEST_CLOCK_START) : undefined,
    clinicalNotes: parseClinicalNoteKeys(parsed.CLINICAL_NOTES_KEYS, parsed.CLINICAL_NOTES_CURRENT_KEY, isProduction),
    ...overrides,
  }
  config.sessionSecret = overrides.sessionSecret ?? loadSessionSecret(dataDir, parsed.SESSION_SECRET, isProduction)
  return config
}
