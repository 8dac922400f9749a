import { describe, expect, it } from 'vitest'
import { centsOf, paymentIdOfTxid, pixAmount, pixWebhookUrl, txidOf } from './pix-provider'

describe('API Pix amounts and ids', () => {
  it('writes centavos as the two-place decimal string the API uses, and reads them back exactly', () => {
    for (const cents of [1, 5, 10, 99, 100, 15500, 15735, 123456789, 999999999999]) {
      expect(centsOf(pixAmount(cents))).toBe(cents)
    }
    expect(pixAmount(15735)).toBe('157.35')
    expect(pixAmount(5)).toBe('0.05')
    expect(centsOf('157.3')).toBe(15730)
  })

  it('turns a payment id into a 32-character txid and back; anything else is not ours', () => {
    const id = '3f1c2b7e-7a51-4a2b-9d0e-0c8a4f5e6d71'
    const txid = txidOf(id)
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/)
    expect(paymentIdOfTxid(txid)).toBe(id)
    expect(paymentIdOfTxid(txid.toUpperCase())).toBe(id)
    expect(paymentIdOfTxid('abc')).toBeNull()
    expect(paymentIdOfTxid('z'.repeat(32))).toBeNull()
  })

  it('puts the webhook secret in the registered URL, escaped', () => {
    expect(pixWebhookUrl('https://acolhe.example', 'a/b')).toBe('https://acolhe.example/api/webhooks/pix/a%2Fb')
  })
})
