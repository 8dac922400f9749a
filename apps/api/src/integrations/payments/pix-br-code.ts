// A PIX "BR Code" (EMV® QR Code Merchant-Presented Mode, as the Banco Central's manual describes):
// ID-length-value fields ending with a CRC16/CCITT-FALSE checksum. The local checkout shows it as a
// QR code and as "copia e cola", so the demo looks and reads like a real PIX charge.

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} too long`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16(payload: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Plain ASCII, upper case, as the manual asks for the merchant name and city. */
function ascii(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, max)
}

export type PixChargeInput = {
  key: string
  amountCents: number
  merchantName: string
  merchantCity: string
  /** Up to 25 letters and digits; identifies the charge. */
  txid: string
  description?: string
}

export function buildPixPayload(input: PixChargeInput): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.key) + (input.description ? field('02', input.description.slice(0, 40)) : '')
  const body =
    field('00', '01') +
    field('01', '12') + // single-use charge
    field('26', account) +
    field('52', '0000') +
    field('53', '986') + // BRL
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', ascii(input.merchantName, 25)) +
    field('60', ascii(input.merchantCity, 15)) +
    field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***'))
  const withCrcHeader = `${body}6304`
  return withCrcHeader + crc16(withCrcHeader)
}
