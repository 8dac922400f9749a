import type { PixAutomaticoCreditDto, PixAutomaticoDto, PixAutomaticoWeekDto } from '@acolhe/shared/api/pix-automatico'
import {
  PIX_AUTOMATICO_CANCEL_ORIGIN_LABELS,
  PIX_AUTOMATICO_CANCEL_ORIGINS,
  PIX_AUTOMATICO_CHARGE_STATE_LABELS,
  PIX_AUTOMATICO_NO_CHARGE_REASON_LABELS,
  PIX_AUTOMATICO_STATUS_LABELS,
  type PixAutomaticoChargeState,
  type PixAutomaticoNoChargeReason,
} from '@acolhe/shared/enums'
import { pixAutomaticoTexts as t } from '@acolhe/shared/texts/pix-automatico'
import type { Db } from '../../db/client'
import type { ActorRef } from '../auth/actor'
import { creditsOfSessions } from '../ledger/ledger.service'
import { dueDateOf, viewStatus } from './pix-automatico-policy'
import * as repo from './pix-automatico.repository'

// GET /session-series/:id/pix-automatico: the series' authorization and every week since it began, each
// with its charge state and why (decision 102).

const GIVE_BACK_REASONS = new Set(['CANCELLATION_REFUND', 'PROFESSIONAL_CANCELLATION_REFUND', 'ADMIN_CANCELLATION_REFUND', 'PROFESSIONAL_NO_SHOW_REFUND', 'PIX_AUTOMATICO_CREDIT'])

function week(input: {
  startsAt: Date
  sessionId: string | null
  state: PixAutomaticoChargeState
  reason: PixAutomaticoNoChargeReason | null
  charge?: repo.ChargeRow
  creditedCents?: number
}): PixAutomaticoWeekDto {
  const c = input.charge
  return {
    starts_at: input.startsAt.toISOString(),
    session_id: input.sessionId,
    state: input.state,
    state_label: PIX_AUTOMATICO_CHARGE_STATE_LABELS[input.state],
    reason: input.reason,
    reason_label: input.reason ? PIX_AUTOMATICO_NO_CHARGE_REASON_LABELS[input.reason] : null,
    amount_cents: c ? c.amountCents : null,
    debit_date: c ? c.attemptDate : null,
    attempts: c ? c.attempts : 0,
    debited_at: c?.debitedAt?.toISOString() ?? null,
    credited_cents: input.creditedCents ?? 0,
  }
}

export async function buildView(
  db: Db,
  input: { actor: ActorRef; series: repo.SeriesFacts['series']; available: boolean; now: Date },
): Promise<PixAutomaticoDto> {
  const { series, actor } = input
  const authorizations = await repo.listAuthorizationsOfSeries(db, series.id)
  const current = authorizations[0]
  const live = current && (current.status === 'PENDING' || current.status === 'ACTIVE') ? current : undefined
  const first = authorizations.at(-1)
  const since = first?.createdAt ?? input.now
  const sessionRows = (await repo.listSeriesSessions(db, series.id, new Date(0))).filter((s) => s.selectedDate.getTime() >= since.getTime() - 7 * 86_400_000)
  const charges = await repo.listChargesOfAuthorizations(
    db,
    authorizations.map((a) => a.id),
  )
  const credits = await creditsOfSessions(
    db,
    charges.filter((c) => c.state === 'DEBITED' || c.state === 'CREDITED').map((c) => c.sessionId),
  )
  const firstSessionIds = new Set(authorizations.flatMap((a) => (a.firstSessionId ? [a.firstSessionId] : [])))

  const weeks: PixAutomaticoWeekDto[] = []
  const creditDtos: PixAutomaticoCreditDto[] = []
  for (const session of sessionRows) {
    const ofWeek = charges.filter((c) => c.sessionId === session.id)
    const charge = ofWeek.find((c) => c.state !== 'CANCELLED') ?? ofWeek.at(-1)
    if (charge) {
      const given = credits.filter((e) => e.sessionId === session.id && GIVE_BACK_REASONS.has(e.reason))
      const creditedCents = given.reduce((sum, e) => sum + e.amountCents, 0)
      const state: PixAutomaticoChargeState = charge.state === 'DEBITED' && creditedCents > 0 ? 'CREDITED' : charge.state
      const reason = state === 'CREDITED' && !charge.reason ? (session.status === 'CANCELLED' ? 'SESSION_CANCELLED' : 'PAID_OTHERWISE') : charge.reason
      weeks.push(week({ startsAt: session.selectedDate, sessionId: session.id, state, reason, charge, creditedCents }))
      for (const e of given) {
        creditDtos.push({ balance_entry_id: e.id, reason: e.reason, amount_cents: e.amountCents, created_at: e.createdAt.toISOString(), week_starts_at: session.selectedDate.toISOString(), session_id: session.id })
      }
      continue
    }
    const reason: PixAutomaticoNoChargeReason =
      firstSessionIds.has(session.id)
        ? 'FIRST_WEEK'
        : session.status === 'CANCELLED'
          ? 'SESSION_CANCELLED'
          : session.payment === 'DONE'
            ? 'PAID_OTHERWISE'
            : !live || live.status !== 'ACTIVE'
              ? 'AUTHORIZATION_NOT_ACTIVE'
              : series.status !== 'ACTIVE'
                ? 'SERIES_PAUSED'
                : 'NOT_YET'
    const projected = reason === 'NOT_YET' ? dueDateOf(session.selectedDate) : null
    weeks.push({ ...week({ startsAt: session.selectedDate, sessionId: session.id, state: 'NONE', reason }), debit_date: projected })
  }
  for (const skip of await repo.listSeriesSkips(db, series.id)) {
    if (skip.startsAt.getTime() < since.getTime()) continue
    weeks.push(week({ startsAt: skip.startsAt, sessionId: null, state: 'NONE', reason: skip.reason === 'PATIENT_BUSY' ? 'SESSION_CANCELLED' : 'PROFESSIONAL_AWAY' }))
  }
  weeks.sort((a, b) => a.starts_at.localeCompare(b.starts_at))

  const status = current ? viewStatus(current.status, series.status) : null
  const cancelledBy = PIX_AUTOMATICO_CANCEL_ORIGINS.find((o) => o === current?.cancelledBy) ?? null
  const upcoming = weeks.filter((w) => w.debit_date && (w.state === 'SCHEDULED' || w.state === 'FAILED_RETRYING' || (w.state === 'NONE' && w.reason === 'NOT_YET'))).map((w) => w.debit_date ?? '')
  const nextUnpaid = sessionRows.find((s) => s.status !== 'CANCELLED' && s.payment !== 'DONE' && s.selectedDate > input.now)
  const isPatient = actor.kind === 'patient' && actor.id === series.userId
  return {
    series_id: series.id,
    series_status: series.status,
    status,
    status_label: status ? PIX_AUTOMATICO_STATUS_LABELS[status] : null,
    cancelled_by: current?.status === 'CANCELLED' ? cancelledBy : null,
    cancelled_by_label: current?.status === 'CANCELLED' && cancelledBy ? PIX_AUTOMATICO_CANCEL_ORIGIN_LABELS[cancelledBy] : null,
    cancelled_at: current?.status === 'CANCELLED' ? (current.cancelledAt?.toISOString() ?? null) : null,
    authorized_at: current?.authorizedAt?.toISOString() ?? null,
    cap_cents: current?.capCents ?? null,
    next_debit_date: current?.status === 'ACTIVE' && series.status === 'ACTIVE' ? (upcoming.sort()[0] ?? null) : null,
    weeks,
    credits: creditDtos,
    offer: {
      available: input.available && series.status === 'ACTIVE',
      cap_cents: nextUnpaid?.priceCents ?? null,
      unavailable_reason: !input.available ? t.unavailable : series.status !== 'ACTIVE' ? t.seriesNotRunning : null,
    },
    actions: {
      opt_in: isPatient && input.available && series.status === 'ACTIVE' && !live,
      stop: Boolean(live) && (isPatient || actor.kind === 'admin'),
    },
  }
}
