import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { availabilitySlotBodySchema, type AvailabilitySlotBody } from '@acolhe/shared/schemas/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { BOTTOM_SHEET_QUERY } from '../../../components/responsive-modal'
import { HOUR_OPTIONS, WEEK_DAY_OPTIONS } from '../lib/hour-options'
import { SlotSelect } from './slot-select'

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
  // Phones get their own pickers (the width of the bottom sheet; see SlotSelect).
  const native = useMediaQuery(BOTTOM_SHEET_QUERY) ?? false

  return (
    <form noValidate onSubmit={handleSubmit((body) => onSubmit(body, () => reset(EMPTY as unknown as AvailabilitySlotBody)))}>
      <Stack gap="md">
        <Controller
          control={control}
          name="week_day"
          render={({ field, fieldState }) => (
            <SlotSelect
              label={t.weekDay}
              placeholder={t.weekDayPlaceholder}
              data={WEEK_DAY_OPTIONS}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              native={native}
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
                <SlotSelect
                  label={name === 'start_time' ? t.start : t.end}
                  placeholder={t.hourPlaceholder}
                  data={HOUR_OPTIONS}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  native={native}
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
