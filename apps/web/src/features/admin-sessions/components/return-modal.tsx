import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { ReturnHourModal } from '../../../components/return-hour-modal'
import { errorMessage } from '../../../lib/api-client'
import { useCreateSession } from '../api/create-session'
import { useOpenDays } from '../../../lib/open-times-api'
import { personName } from '../lib/person-name'

/** 'Criar retorno': a return of the same patient with the same psychiatrist, priced by its own service. */
export function ReturnModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  const professional = session.professional
  const openTimes = useOpenDays(professional.id, true)
  const create = useCreateSession()

  return (
    <ReturnHourModal
      title={t.returnTitle}
      intro={t.returnIntro(personName(session.user) || t.patientFallback, personName(professional))}
      modality={professional.service_modality}
      openTimes={openTimes}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={({ hour, online }, onRefused) =>
        create.mutate(
          {
            type: 'RETURN',
            parent_session: session.id,
            user_id: session.user_id,
            professional_id: professional.id,
            selected_date: hour.start_time,
            available_date_id: hour.available_date_id,
            is_online: online,
          },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t.returnSuccess })
              onClose()
            },
            onError: (error) => {
              notifications.show({ color: 'red', message: errorMessage(error, t.returnError) })
              onRefused()
            },
          },
        )
      }
    />
  )
}
