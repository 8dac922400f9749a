import { emailTexts } from '@acolhe/shared/texts/emails'
import { pixAutomaticoTexts as t } from '@acolhe/shared/texts/pix-automatico'
import { seriesTexts } from '@acolhe/shared/texts/series'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { renderEmail } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'
import { weeklyOf } from './series-emails'
import * as repo from './series.repository'

const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Paciente'

/**
 * The patient cancelled the series' Pix Automático in their bank app (decision 102): a running series is
 * paused — no new week is booked until the patient (or an admin) resumes it; the weeks already booked stay
 * and are paid the ordinary way — and both sides are told, once per cancellation (`changeId`).
 * Answers whether the series was paused by this call.
 */
export async function pauseSeriesAfterAuthorizationCancelled(
  deps: { clock: Clock; config: Pick<Config, 'publicUrl'> },
  tx: Db,
  seriesId: string,
  changeId: string,
): Promise<boolean> {
  const series = await repo.findSeries(tx, seriesId, { forUpdate: true })
  if (!series || series.status !== 'ACTIVE') return false
  await repo.updateSeries(tx, seriesId, { status: 'PAUSED', pausedAt: deps.clock.now() })
  const view = await repo.findSeriesView(tx, seriesId)
  if (!view) return true
  const weekly = weeklyOf(view)
  const send = async (to: { email: string }, paragraphs: string[], action: { label: string; url: string }, key: string) => {
    const { html, text } = renderEmail({ title: t.bankCancelledTitle, paragraphs, action }, emailTexts.footer)
    await enqueueEmail(tx, { toAddress: to.email, subject: t.bankCancelledSubject, html, text, dedupeKey: `pix-automatico:bank-cancelled:${changeId}:${key}` })
  }
  if (!view.patient.deletedAt)
    await send(view.patient, [emailTexts.greeting(view.patient.firstName), t.bankCancelledPatient(fullName(view.professional), weekly)], { label: seriesTexts.action, url: `${deps.config.publicUrl}/home` }, 'patient')
  await send(view.professional, [emailTexts.greeting(view.professional.firstName), t.bankCancelledProfessional(fullName(view.patient), weekly)], { label: emailTexts.seeSessionsProfessional, url: `${deps.config.publicUrl}/profissional/home` }, 'professional')
  return true
}
