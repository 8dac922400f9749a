import { DateInput, type DateInputProps } from '@mantine/dates'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { parseTypedDate } from '../lib/typed-date'
import { PtBrDates } from './pt-br-dates'

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null
  onChange: (value: string | null) => void
}

/** A day typed as DD/MM/AAAA or picked in the calendar; an unparseable entry clears the value. */
export function DateField({ value, onChange, onBlur, ...props }: DateFieldProps) {
  return (
    <PtBrDates>
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
    </PtBrDates>
  )
}
