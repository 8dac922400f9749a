import { useState } from 'react'
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { SESSION_STATUS_LABELS, WEEK_DAY_SHORT_LABELS } from '@acolhe/shared/enums'
import { formatTime, formatTimeRange } from '@acolhe/shared/format/dates'
import { weekViewTexts as t } from '@acolhe/shared/texts/professional-agenda'
import { LoadError } from '../../../components/load-error'
import { useWeekSessions } from '../../../lib/session-api/list-my-sessions'
import { brasiliaDayOf, dayMonth, weekDays } from '../lib/week-days'
import { LivePatientPresence } from '../../consultation-room/components/patient-presence'

const STATUS_COLORS: Record<string, string> = { CONFIRMED: 'green', STARTED: 'blue', FINISHED: 'gray', CANCELLED: 'red', CREATED: 'yellow', WAITING_CONFIRMATION: 'yellow' }

/**
 * The professional's week at a glance (Monday to Sunday, Brasília days): each day's consultations with
 * time, patient and status as the server reports them. Seven columns on wide screens, stacked on phones.
 */
export function WeekView() {
  const [weeks, setWeeks] = useState(0)
  const [today] = useState(() => brasiliaDayOf(new Date()))
  const days = weekDays(today, weeks)
  const from = days[0] ?? today
  const to = days[6] ?? today
  const week = useWeekSessions(from, to)
  const byDay = (day: string) => (week.data?.data ?? []).filter((session) => brasiliaDayOf(new Date(session.selected_date)) === day)

  return (
    <Stack gap="sm" data-testid="week-view">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={t.previousWeek} onClick={() => setWeeks(weeks - 1)}>
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t.nextWeek} onClick={() => setWeeks(weeks + 1)}>
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
          {weeks !== 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => setWeeks(0)}>
              {t.thisWeek}
            </Button>
          )}
        </Group>
        <Text fw={600} aria-live="polite">
          {t.weekOf(dayMonth(from), dayMonth(to))}
        </Text>
      </Group>
      {week.isError && <LoadError message={t.loadError} onRetry={() => void week.refetch()} />}
      <SimpleGrid cols={{ base: 1, sm: 7 }} spacing="xs" style={{ opacity: week.isPlaceholderData ? 0.6 : 1 }}>
        {days.map((day) => {
          const sessions = byDay(day)
          const weekDay = new Date(`${day}T12:00:00Z`).getUTCDay()
          return (
            <Paper key={day} withBorder radius="md" p="xs" component="section" aria-label={`${WEEK_DAY_SHORT_LABELS[weekDay]} ${dayMonth(day)}`} bg={day === today ? 'var(--mantine-color-teal-light)' : undefined}>
              <Stack gap={6}>
                <Text size="sm" fw={700}>
                  {WEEK_DAY_SHORT_LABELS[weekDay]} {dayMonth(day)}
                </Text>
                {week.isSuccess && sessions.length === 0 && (
                  <Text size="xs" c="dimmed">
                    {t.noSessions}
                  </Text>
                )}
                {sessions.map((session) => (
                  <Stack key={session.id} gap={2} data-testid="week-session">
                    <Text size="sm" fw={600} title={formatTimeRange(session.selected_date, SESSION_MINUTES)} style={{ overflowWrap: 'anywhere' }}>
                      {formatTime(session.selected_date)} {[session.user.first_name, session.user.last_name].filter(Boolean).join(' ')}
                    </Text>
                    <Badge size="xs" variant="light" color={STATUS_COLORS[session.status] ?? 'gray'}>
                      {SESSION_STATUS_LABELS[session.status]}
                    </Badge>
                    {/* The room open: the patient's presence and devices, live, as on the session card. */}
                    {session.actions.room && <LivePatientPresence sessionId={session.id} compact />}
                  </Stack>
                ))}
              </Stack>
            </Paper>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
