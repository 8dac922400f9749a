import { Button, Group, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { UNAVAILABILITY_TYPES, UNAVAILABILITY_TYPE_LABELS } from '@acolhe/shared/enums'
import { unavailabilityBodySchema, type UnavailabilityBody } from '@acolhe/shared/schemas/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { DateField } from '../../../components/date-field'
import { UnavailabilityTypeIcon } from './unavailability-type-icon'

export type UnavailabilityFormValues = { type: string | null; start_date: string | null; end_date: string | null; reason: string }
const EMPTY: UnavailabilityFormValues = { type: null, start_date: null, end_date: null, reason: '' }
const REASON_MAX = 255

export type UnavailabilityFormProps = {
  initial?: UnavailabilityFormValues
  submitLabel: string
  pending: boolean
  onSubmit: (body: UnavailabilityBody) => void
  onCancel?: () => void
}

/** Type (seven, with icons), start and end days (end not before start) and an optional reason. */
export function UnavailabilityForm({ initial = EMPTY, submitLabel, pending, onSubmit, onCancel }: UnavailabilityFormProps) {
  const { control, handleSubmit, setValue, getValues } = useForm({
    resolver: zodResolver(unavailabilityBodySchema),
    defaultValues: initial as unknown as UnavailabilityBody,
  })
  const [type, start, end, reason] = useWatch({ control, name: ['type', 'start_date', 'end_date', 'reason'] })
  const complete = Boolean(type && start && end)

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Radio.Group label={t.type} withAsterisk value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message}>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
                {UNAVAILABILITY_TYPES.map((value) => (
                  <Radio.Card key={value} value={value} radius="md" p="sm" aria-label={UNAVAILABILITY_TYPE_LABELS[value]}>
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator size="xs" />
                      <UnavailabilityTypeIcon type={value} size={18} />
                      <Text size="sm">{UNAVAILABILITY_TYPE_LABELS[value]}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="start_date"
            render={({ field, fieldState }) => (
              <DateField
                label={t.startDate}
                withAsterisk
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value)
                  // The end of a range cannot precede its start.
                  const currentEnd = getValues('end_date')
                  if (value && currentEnd && currentEnd.slice(0, 10) < value) setValue('end_date', value)
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="end_date"
            render={({ field, fieldState }) => (
              <DateField
                label={t.endDate}
                withAsterisk
                value={field.value ? field.value.slice(0, 10) : null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                minDate={start ? start.slice(0, 10) : undefined}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              label={t.reason}
              placeholder={t.reasonPlaceholder}
              rows={2}
              maxLength={REASON_MAX}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              description={`${typeof reason === 'string' ? reason.length : 0}/${REASON_MAX}`}
              error={fieldState.error?.message}
            />
          )}
        />
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
