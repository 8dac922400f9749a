import { useMemo, useState } from 'react'
import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { OpenTimesDto } from '@acolhe/shared/api/session'
import { brasiliaBeside, calendarDayIn, differsFromBrasilia, timeIn } from '@acolhe/shared/format/zoned-time'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { openDaysInZone } from '../lib/open-days-in-zone'
import { MonthCalendar } from './month-calendar'

export type OpenDay = OpenTimesDto['professionalAvailability']['availability'][number]
export type OpenHour = OpenDay['hours'][number]

export type HourPickerProps = {
  days: readonly OpenDay[] | undefined
  loading: boolean
  /** The chosen day 'YYYY-MM-DD', on the reader's calendar. */
  date: string | null
  /** The chosen hour's start (ISO instant). */
  start: string | null
  onDateChange: (date: string) => void
  onHourChange: (hour: OpenHour) => void
  /** The zone the reader sees days and hours in (decision 044); Brasília when not given. */
  timeZone?: string
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`

/**
 * Day and hour of a booking (wizard step 2, rescheduling, returns): the month calendar with the open
 * days in green, then that day's hours — disabled until a day is chosen, 'Sem horário Disponível' when
 * there are none. A reader in another zone sees their own days and hours, each with Brasília's beneath.
 */
export function HourPicker({ days, loading, date, start, onDateChange, onHourChange, timeZone = BRASILIA_TIME_ZONE }: HourPickerProps) {
  const open = useMemo(() => openDaysInZone(days ?? [], timeZone).filter((day) => day.hours.length > 0), [days, timeZone])
  const [month, setMonth] = useState<string | undefined>(undefined)
  // With no open day, this month on the reader's calendar (not the UTC date: on a month's last evening in
  // Brasília, UTC is already in the next month).
  const shownMonth = month ?? firstOfMonth(date ?? open[0]?.date ?? calendarDayIn(new Date(), timeZone))
  const hours = open.find((day) => day.date === date)?.hours ?? []
  const abroad = hours.some((hour) => differsFromBrasilia(hour.start_time, timeZone))

  return (
    // Its headings are second level: the pages and modals showing it have only a first-level title above.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t.chooseDate}
        </Title>
        {loading ? (
          // As tall as a month of five weeks with its legend, so what follows does not move when it arrives.
          <Center mih={335}>
            <Loader aria-label={t.loadingTimes} />
          </Center>
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
        <Title order={2} size="h5">
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
        {/* Two lines per hour abroad (theirs, then Brasília's) need wider buttons. */}
        <SimpleGrid cols={abroad ? { base: 2, xs: 3, md: 2 } : { base: 3, xs: 4 }} spacing="xs">
          {hours.map((hour) => {
            const chosen = hour.start_time === start
            const besides = differsFromBrasilia(hour.start_time, timeZone)
            return (
              <Button
                key={hour.start_time}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                onClick={() => onHourChange(hour)}
                // Abroad the label may wrap: Brasília's reading with its own day ('14/03 às 22:00 em
                // Brasília') is wider than a phone's button and must not be cut.
                {...(abroad ? { h: 'auto', py: 6, styles: { label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } } } : {})}
              >
                {besides ? (
                  <Stack gap={0} align="center">
                    <span>{timeIn(hour.start_time, timeZone)}</span>
                    <Text span size="xs" fw={400} c={chosen ? undefined : 'dimmed'} data-testid="brasilia-hour">
                      {timeZoneTexts.inBrasilia(brasiliaBeside(hour.start_time, timeZone))}
                    </Text>
                  </Stack>
                ) : (
                  timeIn(hour.start_time, timeZone)
                )}
              </Button>
            )
          })}
        </SimpleGrid>
      </Stack>
    </SimpleGrid>
  )
}
