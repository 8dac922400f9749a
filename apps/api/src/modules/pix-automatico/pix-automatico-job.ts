import type { PixAutomaticoJobsResultDto } from '@acolhe/shared/api/pix-automatico'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { PixApiError } from '../../integrations/pix/pix-client'
import { cancelChargesNoLongerDue, closeCancelledCharges, scheduleDueCharges } from './pix-automatico-charges'
import * as repo from './pix-automatico.repository'
import type { PixAutomaticoDeps } from './pix-automatico-deps'

/**
 * One run: cancel the charges whose week no longer happens, then send the charges now inside their window.
 * Safe from several instances at once (series row lock, one standing charge per week).
 */
export async function runPixAutomatico(deps: PixAutomaticoDeps): Promise<PixAutomaticoJobsResultDto> {
  await endAuthorizationsOfEndedSeries(deps)
  const cancelled = await cancelChargesNoLongerDue(deps)
  const scheduled = await scheduleDueCharges(deps)
  return { scheduled, cancelled, credited: 0, fallbacks: 0 }
}

/** Runs where the other background jobs run (server.ts), every `intervalMs`; nothing when Pix Automático is off. */
export function startPixAutomaticoJob(deps: PixAutomaticoDeps, host: JobHost, intervalMs = 15 * 60_000) {
  return startIntervalJob(
    {
      name: 'Pix Automático charges',
      id: 'pix_automatico',
      run: async () => {
        if (!deps.gateway) return 0
        const result = await runPixAutomatico(deps)
        return result.scheduled + result.cancelled
      },
      intervalMs,
    },
    host.log,
    host.metrics,
  )
}

/** A series that ended takes its authorization with it: the recurrence is cancelled at the PSP (SERIES_ENDED). */
async function endAuthorizationsOfEndedSeries(deps: PixAutomaticoDeps): Promise<void> {
  const gateway = deps.gateway
  if (!gateway) return
  for (const { authorization, seriesStatus } of await repo.listActiveAuthorizations(deps.db)) {
    if (seriesStatus !== 'ENDED') continue
    const cancelled = await gateway.cancelRecurrence(authorization.idRec).then(
      () => true,
      // Already ended at the PSP (400): cancelled all the same; the PSP unreachable: the next run tries again.
      (error: unknown) => error instanceof PixApiError && error.status === 400,
    )
    if (!cancelled) continue
    await repo.updateAuthorization(deps.db, authorization.id, { status: 'CANCELLED', recStatus: 'CANCELADA', cancelledBy: 'SERIES_ENDED', cancelledAt: deps.clock.now() })
    await closeCancelledCharges(deps, authorization.id)
  }
}
