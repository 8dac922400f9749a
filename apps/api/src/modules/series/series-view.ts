import type { SeriesDto } from '@acolhe/shared/api/series'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { seriesActionsFor } from '../scheduling/policy/series-policy'
import { cancelRefusal } from '../scheduling/policy/session-rules'
import type { SessionRow } from '../scheduling/scheduling.repository'
import type { SeriesView } from './series.repository'
import type { ActorRef } from '../auth/actor'

// A series as the API sends it, with what the viewer may do (`actions`, from the series policy).

export type SkipRow = { startsAt: Date; reason: SeriesDto['skipped'][number]['reason'] }

export function toSeriesDto(view: SeriesView, viewer: ActorRef, ahead: SessionRow[], skips: SkipRow[], now: Date): SeriesDto {
  const s = view.series
  return {
    id: s.id,
    status: s.status,
    professional: { id: view.professional.id, first_name: view.professional.firstName, last_name: view.professional.lastName },
    patient: { id: view.patient.id, first_name: view.patient.firstName, last_name: view.patient.lastName },
    is_online: s.isOnline,
    week_day: s.weekDay,
    time: `${String(s.hour).padStart(2, '0')}:00`,
    weeks: s.weeks,
    // The zone this viewer reads the weeks in, as the session answers say it (decisions 044 and 068).
    time_zone: viewer.kind === 'patient' ? view.patient.timeZone : BRASILIA_TIME_ZONE,
    next_occurrence: ahead[0]?.selectedDate.toISOString() ?? null,
    booked_ahead: ahead.length,
    occurrences: ahead.map((w) => ({
      session_id: w.id,
      starts_at: w.selectedDate.toISOString(),
      status: w.status,
      payment: w.payment,
      pay_by: w.status === 'CREATED' && w.payment !== 'DONE' ? (w.checkoutExpiresAt?.toISOString() ?? null) : null,
      // The week's own cancellation (the 24 h rule per week), through the ordinary cancel path.
      cancel: cancelRefusal(viewer, w, now) === null,
    })),
    skipped: skips.map((k) => ({ starts_at: k.startsAt.toISOString(), reason: k.reason })),
    ended_at: s.endedAt?.toISOString() ?? null,
    paused_at: s.pausedAt?.toISOString() ?? null,
    actions: seriesActionsFor(viewer, s, ahead.length > 0),
  }
}
