import { useState } from 'react'
import { Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { OpenTimesDto } from '@acolhe/shared/api/session'
import { formatTime } from '@acolhe/shared/format/dates'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { MonthCalendar } from './month-calendar'

export type OpenDay = OpenTimesDto['professionalAvailability']['availability'][number]
export type OpenHour = OpenDay['hours'][number]

export type HourPickerProps = {
  days: readonly OpenDay[] | undefined
  loading: boolean
  /** The chosen day 'YYYY-MM-DD'. */
  date: string | null
  /** The chosen hour's start (ISO instant). */
  start: string | null
  onDateChange: (date: string) => void
  onHourChange: (hour: OpenHour) => void
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`

/**
 * Day and hour of a booking (wizard step 2, rescheduling, returns): the month calendar with the open
 * days in green, then that day's hours — disabled until a day is chosen, 'Sem horário Disponível' when
 * there are none.
 */
export function HourPicker({ days, loading, date, start, onDateChange, onHourChange }: HourPickerProps) {
  const open = (days ?? []).filter((day) => day.hours.length > 0)
  const [month, setMonth] = useState<string | undefined>(undefined)
  const shownMonth = month ?? firstOfMonth(date ?? open[0]?.date ?? new Date().toISOString().slice(0, 10))
  const hours = open.find((day) => day.date === date)?.hours ?? []

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.chooseDate}
        </Title>
        {loading ? (
          <Loader aria-label={t.loadingTimes} />
        ) : (
          <MonthCalendar
            availableDates={open.map((day) => day.date)}
            value={date}
            onChange={onDateChange}
            month={shownMonth}
            onMonthChange={setMonth}
            minDate={open[0]?.date}
            maxDate={open.at(-1)?.date}
          />
        )}
      </Stack>
      <Stack gap="xs" role="group" aria-label={t.hoursLabel}>
        <Title order={3} size="h5">
          {t.chooseHour}
        </Title>
        {!date && !loading && open.length > 0 && (
          <Text size="sm" c="dimmed">
            {t.pickDayFirst}
          </Text>
        )}
        {!loading && (date ? hours.length === 0 : open.length === 0) && (
          <Text c="dimmed" data-testid="no-hours">
            {t.noHours}
          </Text>
        )}
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
          {hours.map((hour) => {
            const chosen = hour.start_time === start
            return (
              <Button
                key={hour.start_time}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                onClick={() => onHourChange(hour)}
              >
                {formatTime(hour.start_time)}
              </Button>
            )
          })}
        </SimpleGrid>
      </Stack>
    </SimpleGrid>
  )
}
