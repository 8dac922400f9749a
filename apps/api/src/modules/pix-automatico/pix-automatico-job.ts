import type { PixAutomaticoJobsResultDto } from '@acolhe/shared/api/pix-automatico'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { cancelChargesNoLongerDue, scheduleDueCharges } from './pix-automatico-charges'
import type { PixAutomaticoDeps } from './pix-automatico-deps'

/**
 * One run: cancel the charges whose week no longer happens, then send the charges now inside their window.
 * Safe from several instances at once (series row lock, one standing charge per week).
 */
export async function runPixAutomatico(deps: PixAutomaticoDeps): Promise<PixAutomaticoJobsResultDto> {
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
