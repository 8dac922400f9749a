// Every email of Acolhe has the same look: the brand header, short paragraphs, an optional button
// and the footer. HTML for mail clients (inline styles, tables) and the same words as plain text.

export type EmailContent = {
  title: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Further choices under the button, each a link of its own (a reminder's confirm and cancel links). */
  links?: { intro: string; items: { label: string; url: string }[] }
  /** Small print under the button (e.g. "if you did not ask for this, ignore this email"). */
  note?: string
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const BRAND = '#2f6f73'

export function renderEmail(content: EmailContent, footer: string): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2a30">${escapeHtml(p)}</p>`)
    .join('')
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : ''
  const links = content.links
    ? `<p style="margin:24px 0 8px;font-size:16px;color:#1f2a30">${escapeHtml(content.links.intro)}</p><p style="margin:0 0 16px">${content.links.items
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:${BRAND};font-weight:600;margin-right:20px">${escapeHtml(link.label)}</a>`)
        .join('')}</p>`
    : ''
  const note = content.note ? `<p style="margin:16px 0 0;font-size:13px;color:#5c6b73">${escapeHtml(content.note)}</p>` : ''
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f3f6f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:${BRAND};border-radius:12px 12px 0 0;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:700">Acolhe</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:20px;color:#1f2a30">${escapeHtml(content.title)}</h1>
${paragraphs}${links}${button}${note}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e9ea;font-size:12px;color:#5c6b73">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.links ? [content.links.intro, ...content.links.items.map((link) => `${link.label}: ${link.url}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '—',
    footer,
  ].join('\n')
  return { html, text }
}
