import { useState } from 'react'
import { Button, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { UNAVAILABILITY_TYPES, UNAVAILABILITY_TYPE_LABELS } from '@acolhe/shared/enums'
import { TIME_ZONE } from '@acolhe/shared/constants'
import { instantAt } from '@acolhe/shared/format/zoned-time'
import { unavailabilityBodySchema, type UnavailabilityBody } from '@acolhe/shared/schemas/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import { DateField } from '../../../components/date-field'
import type { PeriodHours } from '../lib/period-hours'
import { UnavailabilityTypeIcon } from './unavailability-type-icon'

export type UnavailabilityFormValues = { type: string | null; start_date: string | null; end_date: string | null; reason: string }
const EMPTY: UnavailabilityFormValues = { type: null, start_date: null, end_date: null, reason: '' }
const REASON_MAX = 255
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`
// Periods start and end on full Brasília hours, like the weekly slots.
const FROM_HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }))
const TO_HOURS = FROM_HOURS.slice(1)

export type UnavailabilityFormProps = {
  initial?: UnavailabilityFormValues
  submitLabel: string
  pending: boolean
  onSubmit: (body: UnavailabilityBody) => void
  onCancel?: () => void
  /** A period of some hours (editing one): the switch starts on with these hours. */
  initialHours?: PeriodHours | null
}

/**
 * Type (seven, with icons), start and end days (end not before start), optionally only some hours ('Só
 * algumas horas': from the start day's hour to the end day's hour, Brasília time) and an optional reason.
 */
export function UnavailabilityForm({ initial = EMPTY, submitLabel, pending, onSubmit, onCancel, initialHours = null }: UnavailabilityFormProps) {
  const [partial, setPartial] = useState(initialHours !== null)
  const [fromHour, setFromHour] = useState<string | null>(initialHours ? String(initialHours.from) : null)
  const [toHour, setToHour] = useState<string | null>(initialHours ? String(initialHours.to) : null)
  const [hoursError, setHoursError] = useState<string | null>(null)
  const { control, handleSubmit, setValue, getValues } = useForm({
    resolver: zodResolver(unavailabilityBodySchema),
    defaultValues: initial as unknown as UnavailabilityBody,
  })
  const [type, start, end, reason] = useWatch({ control, name: ['type', 'start_date', 'end_date', 'reason'] })
  const complete = Boolean(type && start && end) && (!partial || Boolean(fromHour && toHour))

  // Whole days go as days (the server takes their first and last instant); some hours go as the
  // instants Brasília's clock reads at them.
  const submit = (body: UnavailabilityBody) => {
    if (!partial) return onSubmit(body)
    const startDay = body.start_date.slice(0, 10)
    const endDay = body.end_date.slice(0, 10)
    const from = instantAt(startDay, Number(fromHour), TIME_ZONE)
    const to = instantAt(endDay, Number(toHour), TIME_ZONE)
    if (to <= from) {
      setHoursError(vt.startBeforeEnd)
      return
    }
    setHoursError(null)
    onSubmit({ ...body, start_date: from.toISOString(), end_date: to.toISOString() })
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
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
        <Stack gap="xs">
          <Switch label={t.partialDay} description={t.partialDayHint} checked={partial} onChange={(event) => setPartial(event.currentTarget.checked)} />
          {partial && (
            <SimpleGrid cols={{ base: 2 }} spacing="md">
              <Select label={t.hourFrom} data={FROM_HOURS} value={fromHour} onChange={setFromHour} allowDeselect={false} withAsterisk comboboxProps={{ withinPortal: true }} />
              <Select label={t.hourTo} data={TO_HOURS} value={toHour} onChange={setToHour} allowDeselect={false} withAsterisk error={hoursError} comboboxProps={{ withinPortal: true }} />
            </SimpleGrid>
          )}
        </Stack>
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
