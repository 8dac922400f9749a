import { useState } from 'react'
import { notifications } from '@mantine/notifications'
import { sessionTexts } from '@acolhe/shared/texts/session'
import { telehealthConsentTexts } from '@acolhe/shared/texts/telehealth-consent'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { isHourRefusal } from '../../../lib/hour-refusal'
import { useAcceptTelehealthConsent } from '../api/accept-telehealth-consent'
import { useCreateSession } from '../api/create-session'
import { useCreateSeries } from '../../series/api/create-series'
import { clearPendingBooking } from './pending-booking-storage'
import type { PendingBooking } from './wizard-state'

/** A booking the server refused until the patient consents to online care, and the version it named. */
export type ConsentRequest = { version: string; professionalId: string; pending: PendingBooking }

/** The version to accept when the server refused for want of consent (decision 034), else null. */
function consentVersionOf(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'TELEHEALTH_CONSENT_REQUIRED' ? error.consentVersion : null
}

/**
 * Turns the chosen hour into a session (POST /session). A lost race (409) is told in words and sends
 * the wizard back to step 2, whose hours are read again; never a blank screen. A refusal for want of
 * consent to online care opens the consent (`consent`); accepting it records it and books again.
 */
export function useBookPending(handlers: { onBooked: (sessionId: string) => void; onHourLost: () => void }) {
  const create = useCreateSession()
  const createSeries = useCreateSeries()
  const acceptConsent = useAcceptTelehealthConsent()
  const [conflict, setConflict] = useState<string | null>(null)
  const [consent, setConsent] = useState<ConsentRequest | null>(null)

  const book = (professionalId: string | undefined, pending: PendingBooking | undefined) => {
    if (!professionalId || !pending) {
      notifications.show({ color: 'red', message: t.missingData })
      return
    }
    setConflict(null)
    const body = { professional_id: professionalId, available_date_id: pending.availableDateId, selected_date: pending.selectedDate, is_online: pending.isOnline }
    const booked = (sessionId: string) => {
      clearPendingBooking()
      notifications.show({ color: 'green', message: t.bookingCreated })
      handlers.onBooked(sessionId)
    }
    const refused = (error: Error) => {
      const version = consentVersionOf(error)
      if (version) {
        setConsent({ version, professionalId, pending })
        return
      }
      if (isHourRefusal(error)) {
        clearPendingBooking()
        setConflict(errorMessage(error, sessionTexts.hourTaken))
        handlers.onHourLost()
        return
      }
      notifications.show({ color: 'red', message: errorMessage(error, t.bookingError) })
    }
    // A weekly series ('Horário fixo'): its first week is the session paid now, like a single booking.
    if (pending.repeatWeeks !== undefined) {
      createSeries.mutate({ ...body, weeks: pending.repeatWeeks }, { onSuccess: (answer) => booked(answer.first_session_id), onError: refused })
      return
    }
    create.mutate({ ...body, type: 'DEFAULT' }, { onSuccess: (session) => booked(session.id), onError: refused })
  }

  const accept = () => {
    if (!consent) return
    acceptConsent.mutate(
      { professional_id: consent.professionalId, version: consent.version },
      {
        onSuccess: () => {
          setConsent(null)
          book(consent.professionalId, consent.pending)
        },
        onError: (error) => {
          // The text changed meanwhile: the server names the version now in force, which is shown instead.
          const version = consentVersionOf(error)
          if (version) setConsent({ ...consent, version })
          notifications.show({ color: 'red', message: errorMessage(error, telehealthConsentTexts.acceptError) })
        },
      },
    )
  }

  return {
    book,
    booking: create.isPending || createSeries.isPending,
    conflict,
    consent,
    acceptConsent: accept,
    accepting: acceptConsent.isPending,
    dismissConsent: () => setConsent(null),
  }
}
