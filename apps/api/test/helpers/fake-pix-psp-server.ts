import { startFakePixPsp } from './fake-pix-psp'

// The fake PSP as a process beside `npm start` or a browser-journey server (docs/operations.md, "Pix
// Automático without a bank"): `node --import tsx apps/api/test/helpers/fake-pix-psp-server.ts`. It prints
// the settings to start Acolhe with, then plays the bank until stopped. Its clock follows the server's
// test clock when the test-support routes set it (PUT /__control/clock), else real time.

const port = Number(process.env.FAKE_PSP_PORT ?? 4010)
const chave = process.env.FAKE_PSP_CHAVE ?? 'pix@acolhe.example'
const cnpj = process.env.FAKE_PSP_CNPJ ?? '12345678000195'
const clientSecret = process.env.FAKE_PSP_CLIENT_SECRET ?? 'fake-psp-secret'
let offsetMs = 0
const now = () => new Date(Date.now() + offsetMs)

const psp = await startFakePixPsp({
  chave,
  cnpj,
  port,
  clientSecret,
  now,
  control: {
    setNow: (iso) => {
      offsetMs = Date.parse(iso) - Date.now()
    },
  },
})

const settings = {
  PAYMENT_PROVIDER: 'pix',
  PIX_API_URL: psp.apiUrl,
  PIX_OAUTH_TOKEN_URL: psp.tokenUrl,
  PIX_CLIENT_ID: psp.clientId,
  PIX_CLIENT_SECRET: psp.clientSecret,
  PIX_KEY: chave,
  PIX_WEBHOOK_SECRET: process.env.PIX_WEBHOOK_SECRET ?? 'demo-webhook-secret-0123456789abcdef',
  PIX_AUTOMATICO_CNPJ: cnpj,
  PIX_AUTOMATICO_AGENCY: '0001',
  PIX_AUTOMATICO_ACCOUNT: '123456',
}
console.info('Fake PSP (API Pix 2.8.2, validated against the document) listening. Start Acolhe with:')
for (const [name, value] of Object.entries(settings)) console.info(`export ${name}=${value}`)
console.info(`The patient's bank: curl -X POST ${new URL(psp.apiUrl).origin}/__control/rec/latest/approve (also reject, cancel, pay-first);`)
console.info(`a debit: curl -X POST ${new URL(psp.apiUrl).origin}/__control/cobr/next/paid (or refused).`)
setInterval(() => {
  if (psp.violations.length > 0) console.warn('Requests outside the document:', psp.violations.splice(0))
}, 5_000)
process.once('SIGINT', () => void psp.close().then(() => process.exit(0)))
process.once('SIGTERM', () => void psp.close().then(() => process.exit(0)))
