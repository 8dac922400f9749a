import { NumberInput, Stack, TextInput, Textarea } from '@mantine/core'
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import type { FaqForm } from '@acolhe/shared/schemas/faq'
import { adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'

export type FaqFieldsProps = { register: UseFormRegister<FaqForm>; control: Control<FaqForm>; errors: FieldErrors<FaqForm> }

/** Question, answer and priority, shared by the create page and the edit dialog. */
export function FaqFields({ register, control, errors }: FaqFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput {...register('question')} label={t.question} withAsterisk maxLength={500} error={errors.question?.message} />
      <Textarea {...register('answer')} label={t.answer} withAsterisk rows={6} maxLength={2000} error={errors.answer?.message} />
      <Controller
        control={control}
        name="priority"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t.priority}
            description={t.priorityHint}
            withAsterisk
            min={1}
            max={10}
            allowDecimal={false}
            // Out-of-range values stay as typed so the rule's message explains them.
            clampBehavior="none"
            w={160}
            value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  )
}
