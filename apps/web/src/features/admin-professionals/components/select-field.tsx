import { Select } from '@mantine/core'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  data: readonly string[] | { value: string; label: string }[]
  placeholder?: string
  nothingFoundMessage?: string
  searchable?: boolean
}

/** A required select bound to the form; '' stands for "nothing chosen" so the schema's message shows. */
export function SelectField<T extends FieldValues>({ control, name, label, data, placeholder, nothingFoundMessage, searchable }: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          placeholder={placeholder}
          nothingFoundMessage={nothingFoundMessage}
          searchable={searchable}
          maxDropdownHeight={240}
          allowDeselect={false}
          withAsterisk
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
