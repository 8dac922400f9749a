import { List, Paper, Stack, Text, Title } from '@mantine/core'
import type { OwnCalendarsDto } from '@acolhe/shared/api/own-calendars'
import { formatTime, formatWeekDayAndDate } from '@acolhe/shared/format/dates'
import { ownCalendarsTexts as t } from '@acolhe/shared/texts/own-calendars'

const DAY = 86_400_000

/** One line per busy interval of this Brasília week; an interval of whole days reads 'o dia todo'. */
function lineOf(busy: { start: string; end: string }): string {
  const start = new Date(busy.start)
  const end = new Date(busy.end)
  const wholeDays = formatTime(start) === '00:00' && formatTime(end) === '00:00' && end.getTime() - start.getTime() >= DAY - 3_600_000
  if (wholeDays) return t.weekAllDay(formatWeekDayAndDate(start))
  return t.weekRange(formatWeekDayAndDate(start), formatTime(start), formatTime(end))
}

/** 'Bloqueado nesta semana': what the professional's own calendars take out of this week. */
export function BlockedWeek({ week }: { week: OwnCalendarsDto['week'] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="blocked-week-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="blocked-week-title">
          {t.weekTitle}
        </Title>
        {week.busy.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.weekEmpty}
          </Text>
        ) : (
          <List size="sm" spacing={4} data-testid="blocked-week">
            {week.busy.map((busy) => (
              <List.Item key={busy.start}>{lineOf(busy)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  )
}
