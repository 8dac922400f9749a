import { useState } from 'react'
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { uiBookingTexts as b } from '@acolhe/shared/texts/ui-booking'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { HourPicker, type OpenHour } from '../../../components/hour-picker'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useCreateReturn } from '../api/create-return'
import { useOpenTimes } from '../api/get-open-times'

/** 'Marcar retorno': a day and an hour with the same professional; the return's price is its own service. */
export function ReturnModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  const professional = session.professional
  const openTimes = useOpenTimes(professional.id, true)
  const create = useCreateReturn()
  const [date, setDate] = useState<string | null>(null)
  const [hour, setHour] = useState<OpenHour | null>(null)
  const [online, setOnline] = useState(professional.service_modality !== 'FULL_PRESENCIAL')

  const submit = () =>
    hour &&
    create.mutate(
      {
        parent: session.id,
        professionalId: professional.id,
        selectedDate: hour.start_time,
        availableDateId: hour.available_date_id,
        isOnline: online,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.returnCreated })
          onClose()
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error, b.bookingError) })
          void openTimes.refetch()
        },
      },
    )

  return (
    <ResponsiveModal opened onClose={onClose} title={t.returnTitle} size="xl">
      <Stack gap="md">
        <Text>{t.returnIntro(`${professional.first_name} ${professional.last_name}`)}</Text>
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
