import { List, Text } from '@mantine/core'
import type { CalendarSessionDto } from '@acolhe/shared/api/calendar'
import { formatTime, formatWeekDayAndDate } from '@acolhe/shared/format/dates'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { CardAlert } from '../../../components/card-alert'

/** Booked sessions a calendar change left in place: they stay valid, so the professional is told. */
export function BookedSessionsAlert({ title, body, sessions }: { title: string; body: string; sessions: CalendarSessionDto[] }) {
  return (
    <CardAlert title={title}>
      <Text size="sm" mb="xs">
        {body}
      </Text>
      <List size="sm" spacing={4}>
        {sessions.map((session) => (
          <List.Item key={session.id}>
            {t.sessionLine(
              `${formatWeekDayAndDate(session.selected_date)} ${formatTime(session.selected_date)}`,
              [session.patient_first_name, session.patient_last_name].filter(Boolean).join(' ') || t.unknownPatient,
            )}
          </List.Item>
        ))}
      </List>
    </CardAlert>
  )
}
