import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPixAutomaticoGateway, newRecId, type PixAutomaticoGateway } from '../src/integrations/pix/pix-automatico-gateway'
import { PixApiError } from '../src/integrations/pix/pix-client'
import { createPixProvider } from '../src/integrations/pix/pix-provider'
import type { PixConfig } from '../src/config'
import { pixSettingsOf, startFakePixPsp, type FakePsp } from './helpers/fake-pix-psp'

// The Pix Automático adapter against the fake PSP, whose every request, answer and webhook is validated
// against the Central Bank's OpenAPI document (decisions 084, 103): journey 3, recurring charges inside
// the scheduling window, cancellation, retries, and the errors the specification names.

const CHAVE = 'pix@acolhe.example'
const CNPJ = '12345678000195'
const SECRET = 's'.repeat(40)

describe('Pix Automático adapter (contract with the API Pix document)', () => {
  let psp: FakePsp
  let gateway: PixAutomaticoGateway
  let now = new Date('2026-12-01T13:00:00.000Z')
  let pixConfig: PixConfig

  beforeAll(async () => {
    psp = await startFakePixPsp({ chave: CHAVE, now: () => now, cnpj: CNPJ })
    pixConfig = pixSettingsOf(psp, CHAVE, SECRET)
    gateway = createPixAutomaticoGateway(pixConfig, { cnpj: CNPJ, agency: '0001', account: '123456', accountType: 'CORRENTE' }, { publicUrl: 'https://acolhe.example' })
    const pix = createPixProvider(pixConfig, { publicUrl: 'https://acolhe.example', now: () => now })
    await pix.registerWebhook()
    await gateway.registerWebhooks()
  })
  afterAll(async () => {
    await psp?.close()
    expect(psp.violations).toEqual([])
  })

  /** An immediate charge for the first week, as the Pix checkout makes it. */
  async function firstWeekCob(paymentId: string) {
    const pix = createPixProvider(pixConfig, { publicUrl: 'https://acolhe.example', now: () => now })
    await pix.createCheckout({
      paymentId,
      sessionId: paymentId,
      amountCents: 15500,
      title: 'Consulta',
      payer: { email: 'p@example.com', firstName: 'Maria', lastName: 'Silva' },
      expiresAt: new Date(now.getTime() + 1_800_000),
      methods: ['PIX'],
    })
    return paymentId.replace(/-/g, '')
  }

  async function approvedRecurrence(paymentId: string) {
    const txid = await firstWeekCob(paymentId)
    const idRec = newRecId(CNPJ, '2026-12-01')
    const created = await gateway.createRecurrence({
      idRec,
      txid,
      devedor: { cpf: '52998224725', nome: 'Maria Silva' },
      objeto: 'Consultas semanais Acolhe',
      contrato: 'a'.repeat(32),
      dataInicial: '2026-12-08',
      dataFinal: undefined,
      amountCents: 15500,
    })
    return { idRec, txid, created }
  }

  it('registers both Pix Automático webhooks under the secret URL', () => {
    expect(psp.automatico.webhookUrls()).toEqual({ rec: `https://acolhe.example/api/webhooks/pix/${SECRET}`, cobr: `https://acolhe.example/api/webhooks/pix/${SECRET}` })
  })

  it('makes recurrence ids by the formation rule (RR + CNPJ root + date + 11 characters)', () => {
    expect(newRecId(CNPJ, '2026-12-01')).toMatch(/^RR1234567820261201[a-zA-Z0-9]{11}$/)
  })

  it('journey 3: one composite QR pays the first week and, approved, activates the weekly recurrence', async () => {
    const { idRec, txid, created } = await approvedRecurrence('11111111-1111-4111-8111-111111111111')
    expect(created.rec.status).toBe('CRIADA')
    expect(created.rec.dadosQR?.jornada).toBe('JORNADA_3')
    expect(created.pixCopiaECola).toContain('br.gov.bcb.pix')
    const hooks = await psp.automatico.approve(idRec)
    expect(hooks.map((h) => h.url.split('/').pop())).toEqual(['pix', 'rec'])
    expect(psp.cobs.get(txid)?.status).toBe('CONCLUIDA')
    const read = await gateway.readRecurrence(idRec)
    expect(read).toMatchObject({ status: 'APROVADA', ativacao: { tipoJornada: 'JORNADA_3' } })
  })

  it('creates a recurring charge 2 to 10 days before its due date, once per weekly cycle', async () => {
    const { idRec } = await approvedRecurrence('22222222-2222-4222-8222-222222222222')
    await psp.automatico.approve(idRec)
    const tooSoon = gateway.createCharge({ txid: 'c'.repeat(32), idRec, dueDate: '2026-12-02', amountCents: 15500, info: 'x' })
    await expect(tooSoon).rejects.toBeInstanceOf(PixApiError)
    const tooFar = gateway.createCharge({ txid: 'c'.repeat(32), idRec, dueDate: '2026-12-12', amountCents: 15500, info: 'x' })
    await expect(tooFar).rejects.toMatchObject({ status: 400, problem: { type: expect.stringContaining('CobROperacaoInvalida') } })
    const cobr = await gateway.createCharge({ txid: 'c'.repeat(32), idRec, dueDate: '2026-12-08', amountCents: 15500, info: 'Consulta de 10/12' })
    expect(cobr).toMatchObject({ status: 'ATIVA', valor: { original: '155.00' }, calendario: { dataDeVencimento: '2026-12-08' } })
    // A retried creation of the same charge is the same charge; another in the same week is refused.
    await expect(gateway.createCharge({ txid: 'c'.repeat(32), idRec, dueDate: '2026-12-08', amountCents: 15500, info: 'x' })).resolves.toMatchObject({ txid: 'c'.repeat(32) })
    await expect(gateway.createCharge({ txid: 'd'.repeat(32), idRec, dueDate: '2026-12-09', amountCents: 15500, info: 'x' })).rejects.toBeInstanceOf(PixApiError)
  })

  it('cancels a charge before its first attempt day, and is refused from that day on', async () => {
    const { idRec } = await approvedRecurrence('33333333-3333-4333-8333-333333333333')
    await psp.automatico.approve(idRec)
    await gateway.createCharge({ txid: 'e'.repeat(32), idRec, dueDate: '2026-12-05', amountCents: 15500, info: 'x' })
    await gateway.createCharge({ txid: 'f'.repeat(32), idRec, dueDate: '2026-12-10', amountCents: 15500, info: 'x' })
    await expect(gateway.cancelCharge('e'.repeat(32))).resolves.toMatchObject({ status: 'CANCELADA' })
    const saved = now
    now = new Date('2026-12-10T13:00:00.000Z')
    await expect(gateway.cancelCharge('f'.repeat(32))).rejects.toMatchObject({ status: 400 })
    now = saved
  })

  it('a refused debit can be retried on a later date (at most 3, within 7 days), and the paid retry concludes the charge', async () => {
    const { idRec } = await approvedRecurrence('44444444-4444-4444-8444-444444444444')
    await psp.automatico.approve(idRec)
    const txid = '1'.repeat(32)
    await gateway.createCharge({ txid, idRec, dueDate: '2026-12-04', amountCents: 15500, info: 'x' })
    const saved = now
    now = new Date('2026-12-04T12:00:00.000Z')
    const [refused] = psp.automatico.settle(txid, 'refused')
    expect(refused?.url).toBe(`https://acolhe.example/api/webhooks/pix/${SECRET}/cobr`)
    await expect(gateway.retryCharge(txid, '2026-12-04')).rejects.toMatchObject({ status: 400 })
    await expect(gateway.retryCharge(txid, '2026-12-05')).resolves.toMatchObject({ tentativas: [{ status: 'REJEITADA' }, { status: 'AGENDADA', dataLiquidacao: '2026-12-05' }] })
    await expect(gateway.retryCharge(txid, '2026-12-06')).rejects.toMatchObject({ status: 400 })
    now = new Date('2026-12-05T12:00:00.000Z')
    psp.automatico.settle(txid, 'paid')
    const charge = await gateway.readCharge(txid)
    expect(charge.status).toBe('CONCLUIDA')
    expect(charge.pix?.[0]).toMatchObject({ valor: '155.00', horario: '2026-12-05T12:00:00.000Z' })
    now = saved
  })

  it('the receiver cancelling the recurrence cancels its scheduled charges; the payer cancelling sends both webhooks', async () => {
    const first = await approvedRecurrence('55555555-5555-4555-8555-555555555555')
    await psp.automatico.approve(first.idRec)
    await gateway.createCharge({ txid: '2'.repeat(32), idRec: first.idRec, dueDate: '2026-12-07', amountCents: 15500, info: 'x' })
    await expect(gateway.cancelRecurrence(first.idRec)).resolves.toMatchObject({ status: 'CANCELADA', encerramento: { cancelamento: { solicitante: 'USUARIO_RECEBEDOR' } } })
    expect((await gateway.readCharge('2'.repeat(32))).status).toBe('CANCELADA')
    await expect(gateway.cancelRecurrence(first.idRec)).rejects.toMatchObject({ status: 400 })

    const second = await approvedRecurrence('66666666-6666-4666-8666-666666666666')
    await psp.automatico.approve(second.idRec)
    await gateway.createCharge({ txid: '3'.repeat(32), idRec: second.idRec, dueDate: '2026-12-07', amountCents: 15500, info: 'x' })
    const hooks = psp.automatico.cancelByPayer(second.idRec)
    expect(hooks.map((h) => h.url.split('/').pop())).toEqual(['rec', 'cobr'])
    expect(await gateway.readRecurrence(second.idRec)).toMatchObject({ status: 'CANCELADA', encerramento: { cancelamento: { solicitante: 'USUARIO_PAGADOR' } } })
  })

  it('answers the specification’s 404 for an unknown recurrence or charge', async () => {
    await expect(gateway.readRecurrence('RR1234567820261201zzzzzzzzzzz')).rejects.toMatchObject({ status: 404 })
    await expect(gateway.readCharge('9'.repeat(32))).rejects.toMatchObject({ status: 404, problem: { type: expect.stringContaining('CobRNaoEncontrado') } })
  })
})
