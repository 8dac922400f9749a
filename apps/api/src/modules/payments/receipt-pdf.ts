import type { PDFFont, PDFPage } from 'pdf-lib'
import { formatBRL } from '@acolhe/shared/format/money'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'

// The receipt (recibo) as a one-page A4 PDF with the standard Helvetica fonts. Those fonts speak
// WinAnsi, which covers Portuguese (á, ã, ç, º…); any other character is simplified, never dropped silently.

export type ReceiptData = {
  number: string
  patient: { name: string; cpf: string | null }
  professional: { name: string; cpfOrCnpj: string; registryLabel: string; registry: string }
  session: { date: string; time: string; service: string; modality: string }
  payment: { totalCents: number; balanceUsedCents: number; chargedCents: number; method: string; paidAt: string }
  issuedAt: string
}

const MARGIN = 56
const PAGE = { width: 595.28, height: 841.89 }

/** Keeps characters the font can draw; others lose their accent, or become '?'. */
function fitToFont(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet())
  return (text) =>
    Array.from(text)
      .map((ch) => {
        if (supported.has(ch.codePointAt(0) ?? 0)) return ch
        const plain = ch.normalize('NFD').replace(/\p{M}/gu, '')
        return plain && Array.from(plain).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? plain : '?'
      })
      .join('')
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export function formatCpfOrCnpj(value: string | null): string {
  const digits = (value ?? '').replace(/\D/g, '')
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
  return value?.trim() || t.receiptNotInformed
}

export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  // Loaded on the first receipt, not at start: pdf-lib alone was about a tenth of a restart's CPU (decision 109).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const INK = rgb(0.13, 0.16, 0.2)
  const MUTED = rgb(0.4, 0.43, 0.47)
  const ACCENT = rgb(0.16, 0.45, 0.42)
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.receiptTitle} ${t.receiptNumber(data.number)}`)
  doc.setLanguage('pt-BR')
  doc.setProducer('Acolhe')
  doc.setCreator('Acolhe')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const clean = fitToFont(regular)
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height])
  const contentWidth = PAGE.width - 2 * MARGIN
  let y = PAGE.height - MARGIN

  const text = (value: string, options: { x?: number; size?: number; font?: PDFFont; color?: typeof INK } = {}) => {
    page.drawText(clean(value), { x: options.x ?? MARGIN, y, size: options.size ?? 11, font: options.font ?? regular, color: options.color ?? INK })
  }

  text('Acolhe', { size: 14, font: bold, color: ACCENT })
  const numberLabel = clean(t.receiptNumber(data.number))
  text(numberLabel, { x: PAGE.width - MARGIN - bold.widthOfTextAtSize(numberLabel, 12), size: 12, font: bold })
  y -= 40
  const title = clean(t.receiptTitle)
  text(title, { x: (PAGE.width - bold.widthOfTextAtSize(title, 22)) / 2, size: 22, font: bold })
  y -= 34

  const statement = t.receiptStatement(data.patient.name, formatBRL(data.payment.totalCents), data.session.service, data.professional.name)
  for (const line of wrap(clean(statement), regular, 12, contentWidth)) {
    text(line, { size: 12 })
    y -= 17
  }
  y -= 10

  const section = (title: string, rows: [string, string][]) => {
    y -= 8
    text(title.toUpperCase(), { size: 10, font: bold, color: ACCENT })
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.5, color: MUTED })
    y -= 16
    for (const [label, value] of rows) {
      text(`${label}:`, { size: 11, font: bold })
      text(value, { x: MARGIN + 185, size: 11 })
      y -= 16
    }
  }

  section(t.receiptPatientSection, [
    [t.receiptName, data.patient.name],
    [t.receiptCpf, formatCpfOrCnpj(data.patient.cpf)],
  ])
  section(t.receiptProfessionalSection, [
    [t.receiptName, data.professional.name],
    [t.receiptCpfOrCnpj, formatCpfOrCnpj(data.professional.cpfOrCnpj)],
    [data.professional.registryLabel, data.professional.registry],
  ])
  section(t.receiptSessionSection, [
    [t.receiptService, data.session.service],
    [t.receiptDate, data.session.date],
    [t.receiptTime, data.session.time],
    [t.receiptModality, data.session.modality],
  ])
  const paymentRows: [string, string][] = [[t.receiptAmount, formatBRL(data.payment.totalCents)]]
  if (data.payment.balanceUsedCents > 0 && data.payment.chargedCents > 0) {
    paymentRows.push([t.receiptBalanceUsed, formatBRL(data.payment.balanceUsedCents)])
    paymentRows.push([t.receiptCharged, formatBRL(data.payment.chargedCents)])
  }
  paymentRows.push([t.receiptMethod, data.payment.method], [t.receiptPaidAt, data.payment.paidAt])
  section(t.receiptPaymentSection, paymentRows)

  y -= 24
  for (const line of wrap(clean(t.receiptFooter), regular, 9, contentWidth)) {
    text(line, { size: 9, color: MUTED })
    y -= 12
  }
  text(t.receiptIssuedAt(data.issuedAt), { size: 9, color: MUTED })
  return doc.save()
}
