import { useState } from 'react'
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { RoomFailureDto, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { dateTimeFor, timeIn } from '@acolhe/shared/format/zoned-time'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { uiSessionsTexts } from '@acolhe/shared/texts/ui-sessions'
import { HourPicker } from '../../../components/hour-picker'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { useHourChoice } from '../../../components/use-hour-choice'
import { errorMessage } from '../../../lib/api-client'
import { useOpenDays } from '../../../lib/open-times-api'
import { useExcuseFailure } from '../api/excuse-failure'
import { useReportFailure } from '../api/report-failure'
import { useRescheduleFailure } from '../api/reschedule-failure'

// 'Falha técnica': reported by either side during the consultation; the professional (or an admin) turns
// a report into a reschedule without fee or the no-show exception (docs/decisions/092-technical-failure-outcomes.md).

const WHO: Record<RoomFailureDto['reported_by'], string> = { patient: t.failureByPatient, professional: t.failureByProfessional, admin: t.failureByAdmin }
const failed = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, uiSessionsTexts.statusError) })

export function ReportFailureButton({ room }: { room: RoomStateDto }) {
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const report = useReportFailure()
  if (!room.actions.report_failure) return null
  return (
    <>
      <Button variant="light" color="orange" leftSection={<IconAlertTriangle size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t.reportFailure}
      </Button>
      {open && (
        <ResponsiveModal opened onClose={() => setOpen(false)} title={t.reportFailureTitle}>
          <Stack gap="md">
            <Text size="sm">{t.reportFailureBody}</Text>
            <Textarea label={t.reportFailureNote} value={note} maxLength={500} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
              <Button
                color="orange"
                loading={report.isPending}
                onClick={() =>
                  report.mutate(
                    { sessionId: room.session_id, note: note.trim() },
                    {
                      onSuccess: () => {
                        setOpen(false)
                        notifications.show({ color: 'green', message: t.reported })
                      },
                      onError: failed,
                    },
                  )
                }
              >
                {t.reportFailureConfirm}
              </Button>
            </Group>
          </Stack>
        </ResponsiveModal>
      )}
    </>
  )
}

function RescheduleModal({ room, failureId, onClose }: { room: RoomStateDto; failureId: string; onClose: () => void }) {
  const openDays = useOpenDays(room.professional_id, true)
  const { hour, clearHour, pickerProps } = useHourChoice()
  const reschedule = useRescheduleFailure()
  return (
    <ResponsiveModal opened onClose={onClose} title={t.rescheduleWithoutFeeTitle} size="xl">
      <Stack gap="md">
        <Text size="sm">{t.rescheduleWithoutFeeBody}</Text>
        <HourPicker days={openDays.data} loading={openDays.isPending} {...pickerProps} />
        {openDays.isSuccess && openDays.data.length === 0 && <Text size="sm">{t.rescheduleNoHours}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            disabled={!hour}
            loading={reschedule.isPending}
            onClick={() =>
              hour &&
              reschedule.mutate(
                { sessionId: room.session_id, failureId, selectedDate: hour.start_time },
                {
                  onSuccess: () => {
                    onClose()
                    notifications.show({ color: 'green', message: t.rescheduled })
                  },
                  onError: (error) => {
                    clearHour()
                    void openDays.refetch()
                    failed(error)
                  },
                },
              )
            }
          >
            {t.rescheduleConfirm}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}

function ExcuseModal({ room, failureId, onClose }: { room: RoomStateDto; failureId: string; onClose: () => void }) {
  const excuse = useExcuseFailure()
  return (
    <ResponsiveModal opened onClose={onClose} title={t.noShowExceptionTitle}>
      <Stack gap="md">
        <Text size="sm">{t.noShowExceptionBody}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            color="red"
            loading={excuse.isPending}
            onClick={() =>
              excuse.mutate(
                { sessionId: room.session_id, failureId },
                {
                  onSuccess: () => {
                    onClose()
                    notifications.show({ color: 'green', message: t.excused })
                  },
                  onError: failed,
                },
              )
            }
          >
            {t.noShowExceptionConfirm}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}

/** The failures reported on the session, with what each became and, for who may decide, the two outcomes. */
export function FailuresList({ room, timeZone = BRASILIA_TIME_ZONE }: { room: RoomStateDto; timeZone?: string }) {
  const [deciding, setDeciding] = useState<{ failureId: string; outcome: 'reschedule' | 'excuse' } | null>(null)
  if (room.failures.length === 0) return null
  return (
    <Stack gap="xs" data-testid="room-failures">
      <Text fw={600}>{t.failuresTitle}</Text>
      {room.failures.map((failure) => (
        <Alert key={failure.id} color={failure.resolution ? 'gray' : 'orange'} variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="room-failure">
          <Stack gap={6}>
            <Text size="sm">{t.failureBy(WHO[failure.reported_by], timeIn(failure.reported_at, timeZone))}</Text>
            {failure.note && (
              <Text size="sm" fs="italic">
                “{failure.note}”
              </Text>
            )}
            {failure.resolution === 'RESCHEDULED_WITHOUT_FEE' && failure.moved_to && (
              <Text size="sm" fw={600} data-testid="failure-outcome">
                {t.resolvedRescheduled(dateTimeFor(failure.moved_to, timeZone))}
              </Text>
            )}
            {failure.resolution === 'NO_SHOW_EXCEPTION' && (
              <Text size="sm" fw={600} data-testid="failure-outcome">
                {t.resolvedExcused}
              </Text>
            )}
            {!failure.resolution && room.actions.resolve_failure && (
              <Group gap="xs">
                <Button size="xs" onClick={() => setDeciding({ failureId: failure.id, outcome: 'reschedule' })}>
                  {t.rescheduleWithoutFee}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setDeciding({ failureId: failure.id, outcome: 'excuse' })}>
                  {t.noShowException}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      ))}
      {deciding?.outcome === 'reschedule' && <RescheduleModal room={room} failureId={deciding.failureId} onClose={() => setDeciding(null)} />}
      {deciding?.outcome === 'excuse' && <ExcuseModal room={room} failureId={deciding.failureId} onClose={() => setDeciding(null)} />}
    </Stack>
  )
}
