import { describe, expect, it } from 'vitest'
import { buildPixPayload, crc16 } from './pix-br-code'

/** Splits an EMV payload into its top-level ID → value fields. */
function fields(payload: string): Map<string, string> {
  const result = new Map<string, string>()
  for (let i = 0; i < payload.length; ) {
    const id = payload.slice(i, i + 2)
    const length = Number(payload.slice(i + 2, i + 4))
    result.set(id, payload.slice(i + 4, i + 4 + length))
    i += 4 + length
  }
  return result
}

describe('PIX BR Code', () => {
  it('computes CRC16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1')
  })

  it('builds an EMV payload with the PIX key, BRL amount, merchant and a valid checksum', () => {
    const payload = buildPixPayload({
      key: 'pagamentos@acolhe.local',
      amountCents: 15500,
      merchantName: 'Acolhe Saúde',
      merchantCity: 'São Paulo',
      txid: 'abc-123',
    })
    const f = fields(payload)
    expect(f.get('00')).toBe('01')
    expect(f.get('26')).toBe('0014br.gov.bcb.pix0123pagamentos@acolhe.local')
    expect(f.get('53')).toBe('986')
    expect(f.get('54')).toBe('155.00')
    expect(f.get('58')).toBe('BR')
    expect(f.get('59')).toBe('ACOLHE SAUDE')
    expect(f.get('60')).toBe('SAO PAULO')
    expect(f.get('62')).toBe('0506abc123')
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
  })
})
