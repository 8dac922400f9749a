import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { availabilitySlotBodySchema, type AvailabilitySlotBody } from '@acolhe/shared/schemas/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { HOUR_OPTIONS, WEEK_DAY_OPTIONS } from '../lib/hour-options'

export type SlotFormValues = { week_day: string | null; start_time: string | null; end_time: string | null }
const EMPTY: SlotFormValues = { week_day: null, start_time: null, end_time: null }

export type SlotFormProps = {
  initial?: SlotFormValues
  submitLabel: string
  pending: boolean
  /** `reset` empties the form (the create page resets after success, ready for the next slot). */
  onSubmit: (body: AvailabilitySlotBody, reset: () => void) => void
  onCancel?: () => void
}

/** Weekday, start and end of a weekly slot; submit enabled only once all three are chosen. */
export function SlotForm({ initial = EMPTY, submitLabel, pending, onSubmit, onCancel }: SlotFormProps) {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(availabilitySlotBodySchema),
    defaultValues: initial as unknown as AvailabilitySlotBody,
  })
  const [weekDay, start, end] = useWatch({ control, name: ['week_day', 'start_time', 'end_time'] }) as unknown[]
  const complete = [weekDay, start, end].every((value) => value !== null && value !== undefined && value !== '')

  return (
    <form noValidate onSubmit={handleSubmit((body) => onSubmit(body, () => reset(EMPTY as unknown as AvailabilitySlotBody)))}>
      <Stack gap="md">
        <Controller
          control={control}
          name="week_day"
          render={({ field, fieldState }) => (
            <Select
              label={t.weekDay}
              placeholder={t.weekDayPlaceholder}
              data={WEEK_DAY_OPTIONS}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              withAsterisk
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="md">
          {(['start_time', 'end_time'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <Select
                  label={name === 'start_time' ? t.start : t.end}
                  placeholder={t.hourPlaceholder}
                  data={HOUR_OPTIONS}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  maxDropdownHeight={240}
                  withAsterisk
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" disabled={!complete} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
