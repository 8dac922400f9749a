import { useMemo } from 'react'
import { Select } from '@mantine/core'
import { timeZoneTexts as t } from '@acolhe/shared/texts/time-zones'
import { timeZoneChoices, timeZonePlace } from '@acolhe/shared/time-zones'

export type TimeZoneSelectProps = {
  value: string
  onChange: (zone: string) => void
  error?: string
}

/**
 * 'Fuso horário' in 'Meus dados' (decision 044): every IANA zone the browser knows, searchable by the
 * Portuguese city ('Lisboa', 'Nova York') or the IANA name; the zones patients abroad use most come first.
 */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const data = useMemo(() => {
    const { common, other } = timeZoneChoices(value)
    const option = (zone: string) => ({ value: zone, label: t.optionLabel(timeZonePlace(zone), zone) })
    return [
      { group: t.commonGroup, items: common.map(option) },
      { group: t.otherGroup, items: other.map(option) },
    ]
  }, [value])
  return (
    <Select
      label={t.fieldLabel}
      description={t.fieldDescription}
      placeholder={t.fieldPlaceholder}
      nothingFoundMessage={t.nothingFound}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={error}
      errorProps={{ role: 'alert' }}
    />
  )
}
