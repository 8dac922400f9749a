import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { HourPicker } from '../../../components/hour-picker'
import { LoadError } from '../../../components/load-error'
import { useHourChoice } from '../../../components/use-hour-choice'
import { errorMessage } from '../../../lib/api-client'
import { useOpenDays } from '../../../lib/open-times-api'
import { useRescheduleSession } from '../api/reschedule-session'

/** A new day and hour among those the professional still offers (no once-only limit for the admin; docs/decisions/012-admin-sessions.md). */
export function RescheduleSection({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const open = session.actions.reschedule
  const openTimes = useOpenDays(session.professional.id, open)
  const reschedule = useRescheduleSession()
  const { hour, clearHour, pickerProps } = useHourChoice()

  if (!open) return <Text c="dimmed">{t.rescheduleClosed}</Text>
  if (openTimes.isError) return <LoadError onRetry={() => void openTimes.refetch()} />

  const submit = () =>
    hour &&
    reschedule.mutate(
      { id: session.id, selectedDate: hour.start_time, availableDateId: hour.available_date_id },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.rescheduleSuccess })
          onDone()
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error, t.rescheduleError) })
          clearHour()
          void openTimes.refetch()
        },
      },
    )

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.rescheduleHint}
      </Text>
      <HourPicker days={openTimes.data} loading={openTimes.isPending} {...pickerProps} />
      <Group justify="flex-end">
        <Button disabled={!hour} loading={reschedule.isPending} onClick={submit}>
          {t.rescheduleSubmit}
        </Button>
      </Group>
    </Stack>
  )
}
