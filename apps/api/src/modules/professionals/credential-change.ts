import { emailTexts } from '@acolhe/shared/texts/emails'
import type { Db } from '../../db/client'
import { enqueueEmail } from '../email/outbox.repository'
import { credentialsChangedEmail } from './credentials-changed-email'
import * as repo from './professionals.repository'
import { insertAudit } from '../audit/audit.repository'

// What the admin checks before authorizing a professional: the person's document and the professional
// council's registration (number, state, and a psychiatrist's specialist registration), and what the
// profile's credential line shows beside them (a company's CRP PJ, a postgraduate course's area).
// Authorization vouches for these values, so it cannot outlive a change to them made by the professional.

const CREDENTIALS = ['cpfOrCnpj', 'crmOrCrp', 'documentState', 'rqe', 'crpPj', 'postgraduateArea'] as const
type Credential = (typeof CREDENTIALS)[number]

export function changedCredentials(before: repo.ProfessionalRow, after: repo.ProfessionalRow): Credential[] {
  return CREDENTIALS.filter((field) => (before[field] ?? '') !== (after[field] ?? ''))
}

/**
 * Records, in the edit's transaction, that an authorized professional changed verified credentials and
 * went back to awaiting authorization: an audit entry (shown in the back office) and an email to every
 * active admin, so someone re-verifies. Written with the change, so they exist exactly when it does.
 */
export async function reportCredentialChange(
  tx: Db,
  publicUrl: string,
  change: { before: repo.ProfessionalRow; after: repo.ProfessionalRow; fields: Credential[] },
): Promise<void> {
  const { before, after, fields } = change
  const pick = (row: repo.ProfessionalRow) => Object.fromEntries([...fields.map((f) => [f, row[f]]), ['authorized', row.authorized]])
  await insertAudit(tx, {
    actorKind: 'professional',
    actorId: after.id,
    action: 'professional.credentials.update',
    entity: 'professional',
    entityId: after.id,
    before: pick(before),
    after: pick(after),
  })
  const email = credentialsChangedEmail({
    name: `${after.firstName} ${after.lastName}`.trim(),
    email: after.email,
    fields: fields.map((f) => emailTexts.credentialFieldLabels[f]).join(', '),
    reviewUrl: `${publicUrl}/admin/profissionais/editar/${after.id}`,
  })
  for (const admin of await repo.listActiveAdminEmails(tx)) await enqueueEmail(tx, { toAddress: admin, ...email })
}
