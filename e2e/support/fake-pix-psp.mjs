// The bank for the journeys that run on the API Pix provider (e2e/run.mjs starts one beside each of their
// servers; decision 105): the API tests' fake PSP (apps/api/test/helpers/fake-pix-psp.ts, every request,
// answer and webhook checked against the Central Bank's document), run with tsx. Its own clock starts at
// the timeline's instant and is moved with the server's. Besides the fake's /__control/… (the patient's
// bank app, the settlement of recurring charges, its clock), this process answers two journey-only calls:
//   POST /e2e/pay-latest-cob  the payer's bank pays the newest ordinary charge still open (an ordinary Pix);
//   GET  /e2e/violations      what the document refused (must stay empty).
// It prints one JSON line with its addresses and credentials, then runs until stopped.
import { createServer } from 'node:http'
import { startFakePixPsp } from '../../apps/api/test/helpers/fake-pix-psp.ts'

const chave = process.env.FAKE_PSP_CHAVE ?? ''
const cnpj = process.env.FAKE_PSP_CNPJ ?? ''
let offsetMs = Date.parse(process.env.FAKE_PSP_NOW ?? new Date().toISOString()) - Date.now()
const now = () => new Date(Date.now() + offsetMs)

const psp = await startFakePixPsp({
  chave,
  cnpj,
  now,
  control: { setNow: (iso) => (offsetMs = Date.parse(iso) - Date.now()) },
})

const e2e = createServer((request, response) => {
  const reply = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  void (async () => {
    if (request.method === 'POST' && request.url === '/e2e/pay-latest-cob') {
      const open = [...psp.cobs.values()].filter((cob) => cob.status === 'ATIVA')
      const cob = open.at(-1)
      if (!cob) return reply(404, { error: 'no open charge' })
      await psp.deliver([await psp.pay(cob.txid)])
      return reply(200, { txid: cob.txid, valor: cob.valor })
    }
    if (request.method === 'GET' && request.url === '/e2e/violations') return reply(200, { violations: psp.violations })
    return reply(404, { error: 'unknown' })
  })().catch((error) => reply(409, { error: String(error) }))
})
await new Promise((resolve) => e2e.listen(0, '127.0.0.1', resolve))

const base = new URL(psp.apiUrl).origin
process.stdout.write(
  `${JSON.stringify({
    apiUrl: psp.apiUrl,
    tokenUrl: psp.tokenUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    controlUrl: `${base}/__control`,
    e2eUrl: `http://127.0.0.1:${e2e.address().port}/e2e`,
  })}\n`,
)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    e2e.close()
    await psp.close()
    process.exit(0)
  })
}
