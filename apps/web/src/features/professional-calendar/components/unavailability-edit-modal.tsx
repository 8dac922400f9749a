import { notifications } from '@mantine/notifications'
import type { CalendarSessionDto, UnavailabilityDto } from '@acolhe/shared/api/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateUnavailability } from '../api/update-unavailability'
import { brasiliaDayOf } from '../lib/brasilia-day'
import { periodHours } from '../lib/period-hours'
import { UnavailabilityForm } from './unavailability-form'

export type UnavailabilityEditModalProps = {
  period: UnavailabilityDto | null
  onClose: () => void
  onConflicts: (sessions: CalendarSessionDto[]) => void
}

/** 'Editar indisponibilidade': the period's form prefilled with its Brasília days. */
export function UnavailabilityEditModal({ period, onClose, onConflicts }: UnavailabilityEditModalProps) {
  const update = useUpdateUnavailability()
  return (
    <ResponsiveModal opened={period !== null} onClose={onClose} title={t.editUnavailability} size="lg">
      {period && (
        <UnavailabilityForm
          initial={{ type: period.type, start_date: brasiliaDayOf(period.start_date), end_date: brasiliaDayOf(period.end_date), reason: period.reason ?? '' }}
          initialHours={periodHours(period)}
          submitLabel={t.save}
          pending={update.isPending}
          onCancel={onClose}
          onSubmit={(body) =>
            update.mutate(
              // An emptied reason is sent as '' so the server clears it.
              { id: period.id, body: { ...body, reason: body.reason ?? '' } },
              {
                onSuccess: (change) => {
                  notifications.show({ color: 'green', message: t.unavailabilityUpdated })
                  onConflicts(change.conflicting_sessions)
                  onClose()
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.unavailabilityUpdateError) }),
              },
            )
          }
        />
      )}
    </ResponsiveModal>
  )
}
