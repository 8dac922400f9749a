import { notifications } from '@mantine/notifications'
import type { CalendarSessionDto } from '@acolhe/shared/api/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import type { AvailabilitySlot } from '../../../lib/weekly-slots-api'
import { useUpdateSlot } from '../api/update-slot'
import { SlotForm } from './slot-form'

export type SlotEditModalProps = {
  slot: AvailabilitySlot | null
  onClose: () => void
  /** Sessions booked in the slot that the new hours leave outside (they stay booked). */
  onKeptSessions: (sessions: CalendarSessionDto[]) => void
}

/** 'Editar horário': the slot form prefilled; the server checks the guide's rules again. */
export function SlotEditModal({ slot, onClose, onKeptSessions }: SlotEditModalProps) {
  const update = useUpdateSlot()
  return (
    <ResponsiveModal opened={slot !== null} onClose={onClose} title={t.editSlot}>
      {slot && (
        <SlotForm
          initial={{ week_day: String(slot.week_day), start_time: slot.start_time, end_time: slot.end_time }}
          submitLabel={t.save}
          pending={update.isPending}
          onCancel={onClose}
          onSubmit={(body) =>
            update.mutate(
              { id: slot.id, body },
              {
                onSuccess: (change) => {
                  notifications.show({ color: 'green', message: t.slotUpdated })
                  onKeptSessions(change.kept_sessions)
                  onClose()
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.slotUpdateError) }),
              },
            )
          }
        />
      )}
    </ResponsiveModal>
  )
}
