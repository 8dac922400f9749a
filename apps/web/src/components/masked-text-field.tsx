import { TextInput } from '@mantine/core'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

export type MaskedTextFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  /** A line under the label saying what to type (Mantine's description). */
  description?: string
  format: (value: string) => string
  maxLength: number
  numeric?: boolean
  required?: boolean
  placeholder?: string
  autoComplete?: string
}

/**
 * A text input whose value is re-masked on every change (CPF, CNPJ, phone, CEP, birthday, CRP). The
 * error is announced (role alert) and the input takes focus when the form refuses it.
 */
export function MaskedTextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  format,
  maxLength,
  numeric = true,
  required = true,
  placeholder,
  autoComplete,
}: MaskedTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          description={description}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          withAsterisk={required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(format(event.currentTarget.value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          errorProps={{ role: 'alert' }}
        />
      )}
    />
  )
}
