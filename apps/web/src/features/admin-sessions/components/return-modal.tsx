import { useState } from 'react'
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { HourPicker, type OpenHour } from '../../../components/hour-picker'
import { LoadError } from '../../../components/load-error'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useCreateSession } from '../api/create-session'
import { useOpenTimes } from '../api/get-open-times'
import { personName } from '../lib/person-name'

/** 'Criar retorno': a return of the same patient with the same psychiatrist, priced by its own service. */
export function ReturnModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  const professional = session.professional
  const openTimes = useOpenTimes(professional.id, true)
  const create = useCreateSession()
  const [date, setDate] = useState<string | null>(null)
  const [hour, setHour] = useState<OpenHour | null>(null)
  const [online, setOnline] = useState(professional.service_modality !== 'FULL_PRESENCIAL')

  const submit = () =>
    hour &&
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
          setHour(null)
          void openTimes.refetch()
        },
      },
    )

  return (
    <ResponsiveModal opened onClose={onClose} title={t.returnTitle} size="xl">
      <Stack gap="md">
        <Text>{t.returnIntro(personName(session.user) || t.patientFallback, personName(professional))}</Text>
        {openTimes.isError ? (
          <LoadError onRetry={() => void openTimes.refetch()} />
        ) : (
          <HourPicker
            days={openTimes.data}
            loading={openTimes.isPending}
            date={date}
            start={hour?.start_time ?? null}
            onDateChange={(day) => {
              setDate(day)
              setHour(null)
            }}
            onHourChange={setHour}
          />
        )}
        {professional.service_modality === 'HYBRID' && (
          <SegmentedControl
            aria-label={t.modalitySection}
            value={online ? 'online' : 'inPerson'}
            onChange={(value) => setOnline(value === 'online')}
            data={[
              { value: 'online', label: t.online },
              { value: 'inPerson', label: t.inPerson },
            ]}
          />
        )}
        <Group justify="flex-end">
          <Button disabled={!hour} loading={create.isPending} onClick={submit}>
            {t.returnSubmit}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
