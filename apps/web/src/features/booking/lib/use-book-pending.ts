import { useState } from 'react'
import { notifications } from '@mantine/notifications'
import { sessionTexts } from '@acolhe/shared/texts/session'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { errorMessage } from '../../../lib/api-client'
import { isHourRefusal } from '../../../lib/hour-refusal'
import { useCreateSession } from '../api/create-session'
import { clearPendingBooking } from './pending-booking-storage'
import type { PendingBooking } from './wizard-state'


/**
 * Turns the chosen hour into a session (POST /session). A lost race (409) is told in words and sends
 * the wizard back to step 2, whose hours are read again; never a blank screen.
 */
export function useBookPending(handlers: { onBooked: (sessionId: string) => void; onHourLost: () => void }) {
  const create = useCreateSession()
  const [conflict, setConflict] = useState<string | null>(null)

  const book = (professionalId: string | undefined, pending: PendingBooking | undefined) => {
    if (!professionalId || !pending) {
      notifications.show({ color: 'red', message: t.missingData })
      return
    }
    setConflict(null)
    create.mutate(
      {
        professional_id: professionalId,
        available_date_id: pending.availableDateId,
        selected_date: pending.selectedDate,
        is_online: pending.isOnline,
        type: 'DEFAULT',
      },
      {
        onSuccess: (session) => {
          clearPendingBooking()
          notifications.show({ color: 'green', message: t.bookingCreated })
          handlers.onBooked(session.id)
        },
        onError: (error) => {
          if (isHourRefusal(error)) {
            clearPendingBooking()
            setConflict(errorMessage(error, sessionTexts.hourTaken))
            handlers.onHourLost()
            return
          }
          notifications.show({ color: 'red', message: errorMessage(error, t.bookingError) })
        },
      },
    )
  }

  return { book, booking: create.isPending, conflict }
}
