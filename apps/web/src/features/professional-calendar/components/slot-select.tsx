import { NativeSelect, Select } from '@mantine/core'

export type SlotSelectProps = {
  label: string
  placeholder: string
  data: { value: string; label: string }[]
  value: string | null
  onChange: (value: string | null) => void
  onBlur: () => void
  error: string | undefined
  /** The phone's own picker instead of Mantine's list (see SlotForm). */
  native: boolean
}

/**
 * One choice of the slot form. On a phone the form sits in a bottom sheet at the foot of the screen,
 * where a floating list had no room below and was drawn off-screen (the page grew wider than the phone
 * and 'Salvar' was cut off); the native picker is drawn by the phone itself, always on screen.
 */
export function SlotSelect({ label, placeholder, data, value, onChange, onBlur, error, native }: SlotSelectProps) {
  if (native) {
    return (
      <NativeSelect
        label={label}
        data={[{ value: '', label: placeholder, disabled: true }, ...data]}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        onBlur={onBlur}
        withAsterisk
        error={error}
      />
    )
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      allowDeselect={false}
      maxDropdownHeight={240}
      withAsterisk
      error={error}
    />
  )
}
