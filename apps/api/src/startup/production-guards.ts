import type { Config } from '../config'
import type { Db } from '../db/client'
import { demoLoginsWithDemoPassword } from '../seed/seed'

// Start-up refusals: settings and data that are fine on a laptop but would expose a real install.
// Each problem is one log line telling the operator what to change. DEMO_MODE=1 is the deliberate
// way to run the demo on a public production server (local payments and demo logins allowed).

const DEMO_MODE_HINT = 'or set DEMO_MODE=1 if this is a public demo install'

/** SEED_DEMO=1 in production would create the well-known demo logins. */
export function demoSeedProblem(config: Config): string | undefined {
  if (!config.isProduction || config.demoMode || !config.seedDemo) return undefined
  return `SEED_DEMO=1 with NODE_ENV=production would create the demo logins with a published password: unset SEED_DEMO, ${DEMO_MODE_HINT}.`
}

/** The local provider's checkout page approves payments for anyone holding the link. */
function paymentProblem(config: Config): string | undefined {
  if (config.paymentProvider === 'mercadopago' && !config.mercadoPago.accessToken) {
    return 'PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN (and MERCADOPAGO_WEBHOOK_SECRET to confirm payments).'
  }
  if (config.paymentProvider === 'pix' && !config.pix) {
    return 'PAYMENT_PROVIDER=pix needs PIX_API_URL, PIX_OAUTH_TOKEN_URL, PIX_CLIENT_ID, PIX_CLIENT_SECRET, PIX_KEY and PIX_WEBHOOK_SECRET (and PIX_CERT_FILE/PIX_KEY_FILE when the PSP requires mTLS).'
  }
  if (config.isProduction && !config.demoMode && config.paymentProvider === 'local') {
    return (
      'No payment provider is configured with NODE_ENV=production: the built-in local checkout lets anyone approve a payment. ' +
      `Set PAYMENT_PROVIDER=mercadopago with MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET, ${DEMO_MODE_HINT}.`
    )
  }
  return undefined
}

/** Clinical notes are health data (decision 036): a published development key would protect nothing. Demo installs too. */
function clinicalNotesKeyProblem(config: Config): string | undefined {
  if (config.clinicalNotes) return undefined
  return 'CLINICAL_NOTES_KEYS is required with NODE_ENV=production to encrypt clinical notes: set it to id:key with a key from `openssl rand -base64 32` (e.g. CLINICAL_NOTES_KEYS=k1:<key>).'
}

/** Without its own secret, anyone who read this repository could forge the confirm/cancel links of reminders. */
function reminderLinkProblem(config: Config): string | undefined {
  if (!config.isProduction || config.demoMode || config.reminderLinkSecret) return undefined
  return 'REMINDER_LINK_SECRET is required when NODE_ENV=production (at least 32 characters): it signs the confirm and cancel links of reminders.'
}

/** The WhatsApp webhook records opt-outs; unsigned, anyone could switch a patient's reminders off. */
function whatsappProblem(config: Config): string | undefined {
  if (!config.whatsapp || config.whatsapp.appSecret) return undefined
  return 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN need WHATSAPP_APP_SECRET (it verifies the webhook that records opt-outs).'
}

/** What in the configuration forbids starting; empty when the server may start. */
export function configurationProblems(config: Config): string[] {
  return [paymentProblem(config), demoSeedProblem(config), clinicalNotesKeyProblem(config), reminderLinkProblem(config), whatsappProblem(config)].filter((problem) => problem !== undefined)
}

/** What in the (migrated, seeded) database forbids starting in production; empty when it may. */
export async function databaseProblems(db: Db, config: Config): Promise<string[]> {
  if (!config.isProduction || config.demoMode) return []
  const open = await demoLoginsWithDemoPassword(db)
  if (open.length === 0) return []
  return [
    `The database has demo logins that still accept the published demo password (${open.join(', ')}). ` +
      `Delete these accounts or give them new passwords (password recovery), ${DEMO_MODE_HINT}.`,
  ]
}
