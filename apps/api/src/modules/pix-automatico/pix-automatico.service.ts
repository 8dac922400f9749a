import qrcode from 'qrcode-generator'
import type { PixAutomaticoDto, PixAutomaticoListDto, PixAutomaticoOptInDto } from '@acolhe/shared/api/pix-automatico'
import { PIX_AUTOMATICO_STATUS_LABELS, type PixAutomaticoStatus } from '@acolhe/shared/enums'
import { pixAutomaticoTexts as t } from '@acolhe/shared/texts/pix-automatico'
import { localDateOf } from '../../lib/brasilia-time'
import { uniqueViolationOf } from '../../lib/db-errors'
import { AppError, NotFoundError } from '../../lib/errors'
import { PaymentProviderError } from '../../integrations/payments/payment-provider'
import { newRecId } from '../../integrations/pix/pix-automatico-gateway'
import { PixApiError } from '../../integrations/pix/pix-client'
import { txidOf } from '../../integrations/pix/pix-provider'
import type { ActorRef } from '../auth/actor'
import { findOpenPixCheckout } from '../payments/pix-automatico-payments'
import { PaymentProviderUnavailableError, startCheckout } from '../payments/payments.service'
import { throwIfRefused } from '../scheduling/policy/refusal'
import { closeCancelledCharges } from './pix-automatico-charges'
import type { PixAutomaticoDeps } from './pix-automatico-deps'
import { dueDateOf, optInRefusal, seeRefusal, stopRefusal } from './pix-automatico-policy'
import { buildView } from './pix-automatico-view'
import * as repo from './pix-automatico.repository'

// Pix Automático of a weekly series (decision 102): the patient's offer and authorization (journey 3),
// stopping it, and the views. The weekly charges are the job's (pix-automatico-job.ts) and the bank's news
// the webhooks' (pix-automatico-webhooks.ts).

const PAGE_SIZE = 20

async function seriesOrThrow(deps: PixAutomaticoDeps, seriesId: string) {
  const facts = await repo.findSeriesFacts(deps.db, seriesId)
  if (!facts) throw new NotFoundError(t.notFound)
  return facts
}

function isLive(status: PixAutomaticoStatus | undefined): boolean {
  return status === 'PENDING' || status === 'ACTIVE'
}

/** The PSP failed us (down, refusing): 502, nothing half-done on our side the patient has to undo. */
function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailableError()
  throw error
}

/** GET /session-series/:id/pix-automatico. */
export async function getPixAutomatico(deps: PixAutomaticoDeps, actor: ActorRef, seriesId: string): Promise<PixAutomaticoDto> {
  const { series } = await seriesOrThrow(deps, seriesId)
  throwIfRefused(seeRefusal(actor, series))
  return buildView(deps.db, { actor, series, available: deps.gateway !== undefined, now: deps.clock.now() })
}

/**
 * POST /session-series/:id/pix-automatico — journey 3: the first unpaid week gets its ordinary Pix charge
 * (cob), the PSP a weekly recurrence linked to it, and the patient one composite QR that pays the week now
 * and authorizes the following ones, each at most the weekly price (`cap_cents`).
 */
export async function optIn(deps: PixAutomaticoDeps, actor: ActorRef, seriesId: string): Promise<PixAutomaticoOptInDto> {
  const { series, patient } = await seriesOrThrow(deps, seriesId)
  const [latest] = await repo.listAuthorizationsOfSeries(deps.db, seriesId)
  const gateway = deps.gateway
  throwIfRefused(optInRefusal(actor, series, isLive(latest?.status), gateway !== undefined))
  if (!gateway || !deps.config.pix?.automatico) throw new AppError(422, t.unavailable, 'PIX_AUTOMATICO_UNAVAILABLE')
  const cpf = (patient.cpf ?? '').replace(/\D/g, '')
  if (cpf.length !== 11) throw new AppError(422, t.cpfRequired, 'PIX_AUTOMATICO_CPF_REQUIRED')

  const now = deps.clock.now()
  const weeks = await repo.listSeriesSessions(deps.db, seriesId, now)
  const first = weeks.find((w) => w.status === 'CREATED' && w.payment !== 'DONE' && (w.checkoutExpiresAt?.getTime() ?? 0) > now.getTime())
  if (!first) throw new AppError(422, t.nothingToPayNow, 'PIX_AUTOMATICO_NOTHING_TO_PAY')
  const checkout = await startCheckout(deps.payments, actor, first.id)
  const payment = checkout.url ? await findOpenPixCheckout(deps.db, first.id) : undefined
  if (!payment) throw new AppError(422, t.nothingToPayNow, 'PIX_AUTOMATICO_NOTHING_TO_PAY')

  const later = weeks.filter((w) => w.selectedDate > first.selectedDate && w.status !== 'CANCELLED')
  const today = localDateOf(now)
  const next = later[0]
  const dataInicial = next ? [dueDateOf(next.selectedDate), today].sort().at(-1) ?? today : today
  const lastWeek = series.weeks ? later.at(-1) : undefined
  const txid = txidOf(payment.id)
  const idRec = newRecId(deps.config.pix.automatico.cnpj, today)
  const created = await gateway
    .createRecurrence({
      idRec,
      txid,
      devedor: { cpf, nome: [patient.firstName, patient.lastName].filter(Boolean).join(' ').slice(0, 140) || 'Paciente' },
      objeto: t.objeto,
      contrato: series.id.replace(/-/g, ''),
      dataInicial,
      dataFinal: lastWeek ? [dueDateOf(lastWeek.selectedDate), dataInicial].sort().at(-1) : undefined,
      amountCents: first.priceCents,
    })
    .catch(providerFailure)

  try {
    await repo.insertAuthorization(deps.db, {
      seriesId,
      userId: series.userId,
      idRec,
      status: 'PENDING',
      recStatus: created.rec.status,
      capCents: first.priceCents,
      firstPaymentId: payment.id,
      firstSessionId: first.id,
      qrCode: created.pixCopiaECola,
    })
  } catch (error) {
    // Two offers accepted at once: the one that lost cancels its recurrence at the PSP, the other stands.
    if (!uniqueViolationOf(error)) throw error
    await gateway.cancelRecurrence(idRec).catch(() => undefined)
    throw new AppError(422, t.alreadyActive, 'PIX_AUTOMATICO_ALREADY_ACTIVE')
  }

  const code = qrcode(0, 'M')
  code.addData(created.pixCopiaECola)
  code.make()
  return {
    pix_automatico: await buildView(deps.db, { actor, series, available: true, now }),
    qr: {
      pix_copia_e_cola: created.pixCopiaECola,
      image_data_url: code.createDataURL(4, 2),
      amount_cents: payment.amountCents,
      session_id: first.id,
      expires_at: first.checkoutExpiresAt?.toISOString() ?? null,
    },
    cap_cents: first.priceCents,
  }
}

/**
 * POST /session-series/:id/pix-automatico/stop — the patient (or an admin) ends the authorization: the
 * recurrence is cancelled at the PSP (which cancels its scheduled charges), and the weeks ahead ask for
 * an ordinary payment. The series itself goes on.
 */
export async function stop(deps: PixAutomaticoDeps, actor: ActorRef, seriesId: string): Promise<PixAutomaticoDto> {
  const { series } = await seriesOrThrow(deps, seriesId)
  const [latest] = await repo.listAuthorizationsOfSeries(deps.db, seriesId)
  throwIfRefused(stopRefusal(actor, series, isLive(latest?.status)))
  if (!latest) throw new NotFoundError(t.notFound)
  if (deps.gateway) {
    const gateway = deps.gateway
    await gateway.cancelRecurrence(latest.idRec).catch(async (error: unknown) => {
      // Already ended at the PSP (the patient cancelled in the bank meanwhile): that is what we wanted.
      if (error instanceof PixApiError && error.status === 400) return gateway.readRecurrence(latest.idRec).catch(providerFailure)
      return providerFailure(error)
    })
  }
  await repo.updateAuthorization(deps.db, latest.id, { status: 'CANCELLED', recStatus: 'CANCELADA', cancelledBy: actor.kind === 'admin' ? 'ADMIN' : 'PATIENT', cancelledAt: deps.clock.now() })
  await closeCancelledCharges(deps, latest.id)
  return buildView(deps.db, { actor, series, available: deps.gateway !== undefined, now: deps.clock.now() })
}

/** GET /pix-automatico (admin). */
export async function listAuthorizations(deps: PixAutomaticoDeps, query: { status?: PixAutomaticoStatus | undefined; page: number }): Promise<PixAutomaticoListDto> {
  const { rows, total } = await repo.listAuthorizationsPage(deps.db, query.status, { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE })
  const charges = await repo.listChargesOfAuthorizations(
    deps.db,
    rows.map((r) => r.authorization.id),
  )
  return {
    total,
    data: rows.map((r) => {
      const mine = charges.filter((c) => c.authorizationId === r.authorization.id)
      const status = r.authorization.status === 'ACTIVE' && r.seriesStatus === 'PAUSED' ? 'PAUSED' : r.authorization.status
      const open = mine.filter((c) => c.state === 'SCHEDULED' || c.state === 'FAILED_RETRYING').map((c) => c.attemptDate)
      return {
        series_id: r.authorization.seriesId,
        status,
        status_label: PIX_AUTOMATICO_STATUS_LABELS[status],
        patient: { id: r.patient.id, first_name: r.patient.firstName, last_name: r.patient.lastName },
        professional: { id: r.professional.id, first_name: r.professional.firstName, last_name: r.professional.lastName },
        cap_cents: r.authorization.capCents,
        next_debit_date: open.sort()[0] ?? null,
        failed_weeks: mine.filter((c) => c.state === 'FAILED_RETRYING' || c.state === 'FAILED_FALLBACK').length,
        created_at: r.authorization.createdAt.toISOString(),
      }
    }),
  }
}
