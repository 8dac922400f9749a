import { Anchor, Paper, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from 'react-router'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { errorMessage } from '../../../lib/api-client'
import { useCreateSlot } from '../api/create-slot'
import { BackLink, CalendarPageHeader } from './calendar-page-header'
import { SlotForm } from './slot-form'

/** /profissional/calendario/disponibilidade/criar: one weekly slot; the form resets after success. */
export function AvailabilityCreatePage({ calendarTo, guideTo }: { calendarTo: string; guideTo: string }) {
  const create = useCreateSlot()
  return (
    <Stack gap="lg" maw={560}>
      <CalendarPageHeader title={t.createSlotTitle} intro={t.createSlotIntro} back={<BackLink to={calendarTo} label={t.backToCalendar} />} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SlotForm
          submitLabel={t.createSlotSubmit}
          pending={create.isPending}
          onSubmit={(body, reset) =>
            create.mutate(body, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.slotCreated })
                reset()
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.slotCreateError) }),
            })
          }
        />
      </Paper>
      <Anchor component={Link} to={guideTo} size="sm">
        {t.guideLink}
      </Anchor>
    </Stack>
  )
}
