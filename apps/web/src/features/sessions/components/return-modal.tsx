import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { professionalWithTitle } from '@acolhe/shared/format/professional-name'
import { uiBookingTexts as b } from '@acolhe/shared/texts/ui-booking'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { ReturnHourModal } from '../../../components/return-hour-modal'
import { errorMessage } from '../../../lib/api-client'
import { useCreateReturn } from '../api/create-return'
import { useOpenDays } from '../../../lib/open-times-api'

/** 'Marcar retorno': a day and an hour with the same professional; the return's price is its own service. */
export function ReturnModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  const professional = session.professional
  const openTimes = useOpenDays(professional.id, true)
  const create = useCreateReturn()

  return (
    <ReturnHourModal
      title={t.returnTitle}
      intro={t.returnIntro(professionalWithTitle(professional))}
      modality={professional.service_modality}
      openTimes={openTimes}
      timeZone={session.time_zone}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={({ hour, online }, onRefused) =>
        create.mutate(
          { parent: session.id, professionalId: professional.id, selectedDate: hour.start_time, availableDateId: hour.available_date_id, isOnline: online },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t.returnCreated })
              onClose()
            },
            onError: (error) => {
              notifications.show({ color: 'red', message: errorMessage(error, b.bookingError) })
              onRefused()
            },
          },
        )
      }
    />
  )
}
