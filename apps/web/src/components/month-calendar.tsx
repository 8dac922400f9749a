import { Box, Group, Stack, Text } from '@mantine/core'
import { DatePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { PtBrDates } from './pt-br-dates'

export type MonthCalendarProps = {
  /** Days that can be chosen, as 'YYYY-MM-DD'. Every other day is disabled. */
  availableDates: readonly string[]
  /** The chosen day ('YYYY-MM-DD') or null. */
  value: string | null
  onChange: (date: string) => void
  /** First day of the displayed month ('YYYY-MM-DD'); uncontrolled when omitted. */
  month?: string
  /** Called with the first day of the month the person navigated to (to load that month's days). */
  onMonthChange?: (month: string) => void
  /** Months before this one cannot be shown ('YYYY-MM-DD'). */
  minDate?: string
  maxDate?: string
}

function LegendItem({ label, swatch }: { label: string; swatch: { bg: string; border?: string } }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        aria-hidden="true"
        w={14}
        h={14}
        style={{ borderRadius: 4, background: swatch.bg, border: swatch.border ?? 'none' }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  )
}

/**
 * Month calendar of the booking screens: available days in green, the
 * chosen day highlighted, weekdays Dom..Sáb, month navigation; only available days can be chosen.
 */
export function MonthCalendar({ availableDates, value, onChange, month, onMonthChange, minDate, maxDate }: MonthCalendarProps) {
  const available = new Set(availableDates)
  return (
    <Stack gap="sm" align="flex-start">
      <PtBrDates>
        <DatePicker
          aria-label={t.calendarLabel}
          locale="pt-br"
          maxLevel="month"
          // Outside days are drawn faded by Mantine (under 4.5:1); the next month is one click away.
          hideOutsideDates
          firstDayOfWeek={0}
          value={value}
          onChange={(date) => {
            if (date) onChange(date)
          }}
          allowDeselect={false}
          date={month}
          onDateChange={onMonthChange}
          minDate={minDate}
          maxDate={maxDate}
          weekdayFormat={(date) => t.calendarWeekdays[dayjs(date).day()] ?? ''}
          excludeDate={(date) => !available.has(date)}
          getDayAriaLabel={(date) => {
            const status = date === value ? t.calendarDayChosen : available.has(date) ? t.calendarDayAvailable : t.calendarDayUnavailable
            return `${dayjs(date).locale('pt-br').format('D [de] MMMM [de] YYYY')}, ${status}`
          }}
          getDayProps={(date) => ({
            // Mantine marks today by the clock and zone of whoever renders: on a page the server rendered
            // (decision 116) that is the server's day, not the visitor's, and hydrating it would not match.
            // Today is never highlighted here, so every day says it is not (Mantine drops an undefined).
            'data-today': false,
            ...(available.has(date) && date !== value
              ? {
                  'data-available': true,
                  // The readable green of the theme (accessible-theme.ts): shade 9 is under 4.5:1 on shade 1.
                  style: { backgroundColor: 'var(--mantine-color-green-1)', color: 'var(--mantine-color-green-light-color)', fontWeight: 600 },
                }
              : {}),
          })}
          ariaLabels={{ previousMonth: t.calendarPreviousMonth, nextMonth: t.calendarNextMonth }}
          previousLabel={t.calendarPreviousMonth}
          nextLabel={t.calendarNextMonth}
          size="md"
        />
      </PtBrDates>
      <Group gap="lg">
        <LegendItem label={t.calendarAvailableDays} swatch={{ bg: 'var(--mantine-color-green-1)', border: '1px solid var(--mantine-color-green-6)' }} />
        <LegendItem label={t.calendarChosenDay} swatch={{ bg: 'var(--mantine-primary-color-filled)' }} />
      </Group>
    </Stack>
  )
}
