import { TextInput } from '@mantine/core'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

type MaskedTextFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  format: (value: string) => string
  maxLength: number
  numeric?: boolean
  placeholder?: string
}

/** A required text input whose value is re-masked on every change (CPF, phone, birthday, CRP). */
export function MaskedTextField<T extends FieldValues>({ control, name, label, format, maxLength, numeric = true, placeholder }: MaskedTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={maxLength}
          placeholder={placeholder}
          withAsterisk
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(format(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
