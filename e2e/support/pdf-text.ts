import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdf.js reads the metrics of the 14 standard fonts from its package (no network, no warning).
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** A PDF's text as a reader would extract it (one string, single spaces). */
export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise
  const parts: string[] = []
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  await pdf.destroy()
  return parts.join(' ').replace(/\s+/g, ' ')
}
