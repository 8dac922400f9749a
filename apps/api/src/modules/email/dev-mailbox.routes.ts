import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listRecentEmails } from './outbox.repository'
import { requireMailboxAccess } from './dev-mailbox-access'

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  created_at: z.string(),
})

/**
 * The local mailbox: without SMTP_URL mail stays in the outbox, readable here outside production.
 * Registered only outside production, and even there it needs an admin session or the start-up
 * token (DEV_MAILBOX_TOKEN): it shows recovery codes and links.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      preValidation: requireMailboxAccess(app.deps.config.devMailboxToken),
      schema: {
        tags: ['desenvolvimento'],
        summary: 'Emails guardados na caixa local (fora de produção; sessão de administrador ou código de acesso)',
        querystring: z.object({ to: z.string().max(255).optional(), token: z.string().max(200).optional() }),
        response: { 200: z.array(mailSchema) },
      },
    },
    async (request) => {
      const rows = await listRecentEmails(app.deps.db, request.query.to, 50)
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        status: row.status,
        attachments: row.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
        created_at: row.createdAt.toISOString(),
      }))
    },
  )
}
