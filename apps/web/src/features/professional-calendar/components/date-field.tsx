import { DateInput, type DateInputProps } from '@mantine/dates'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { parseTypedDate } from '../lib/brazilian-date'

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null
  onChange: (value: string | null) => void
}

/** A day typed as DD/MM/AAAA or picked in the calendar; an unparseable entry clears the value. */
export function DateField({ value, onChange, onBlur, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      value={value}
      onChange={onChange}
      valueFormat="DD/MM/YYYY"
      placeholder={t.datePlaceholder}
      dateParser={parseTypedDate}
      clearable
      onBlur={(event) => {
        const typed = event.currentTarget.value
        if (typed.trim() !== '' && parseTypedDate(typed) === null) onChange(null)
        onBlur?.(event)
      }}
    />
  )
}
