import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm } from 'react-hook-form'
import type { ClinicDto } from '@acolhe/shared/api/clinic'
import { BRAZILIAN_STATES } from '@acolhe/shared/enums'
import { formatCep, formatCnpj, formatPhone } from '@acolhe/shared/format/masks'
import { clinicWithAddressBodySchema, type ClinicWithAddressBody, type ClinicWithAddressForm } from '@acolhe/shared/schemas/clinic'
import { adminCommonTexts as ct, adminClinicsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { MaskedTextField } from '../../../components/masked-text-field'

export type ClinicFormProps = {
  clinic: ClinicDto | null
  submitLabel: string
  pending: boolean
  onSubmit: (body: ClinicWithAddressBody) => void
  onCancel: () => void
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form's starting values: an existing clinic with its masks applied, or blanks for a new one. */
function valuesOf(clinic: ClinicDto | null): ClinicWithAddressForm {
  return {
    clinic: { name: clinic?.name ?? '', cnpj: formatCnpj(clinic?.cnpj ?? ''), phone_number: formatPhone(clinic?.phone_number ?? ''), active: clinic?.active ?? true },
    address: {
      postal_code: formatCep(clinic?.address?.postal_code ?? ''),
      street_name: clinic?.address?.street_name ?? '',
      number: clinic?.address?.number ?? '',
      district_name: clinic?.address?.district_name ?? '',
      city: clinic?.address?.city ?? '',
      state: clinic?.address?.state ?? ('' as ClinicWithAddressForm['address']['state']),
      ref: clinic?.address?.ref ?? '',
    },
  }
}

/** Clinic and address with the CNPJ, phone and CEP masks. */
export function ClinicForm({ clinic, submitLabel, pending, onSubmit, onCancel }: ClinicFormProps) {
  const { register, control, handleSubmit, formState } = useForm({ resolver: zodResolver(clinicWithAddressBodySchema), defaultValues: valuesOf(clinic) })
  const errors = formState.errors

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="clinica-dados">
          <Stack gap="md">
            <Title order={2} size="h4" id="clinica-dados">
              {t.clinicBlock}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...register('clinic.name')} label={t.name} withAsterisk maxLength={100} error={errors.clinic?.name?.message} />
              <MaskedTextField control={control} name="clinic.cnpj" label={t.cnpj} format={formatCnpj} maxLength={18} />
              <MaskedTextField control={control} name="clinic.phone_number" label={t.phone} format={formatPhone} maxLength={15} />
            </SimpleGrid>
            <Controller
              control={control}
              name="clinic.active"
              render={({ field }) => <Switch label={t.activeSwitch} checked={field.value !== false} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="clinica-endereco">
          <Stack gap="md">
            <Title order={2} size="h4" id="clinica-endereco">
              {t.addressBlock}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MaskedTextField control={control} name="address.postal_code" label={t.postalCode} format={formatCep} maxLength={9} />
              <TextInput {...register('address.street_name')} label={t.street} withAsterisk maxLength={255} error={errors.address?.street_name?.message} />
              <TextInput {...register('address.number')} label={t.number} withAsterisk maxLength={20} error={errors.address?.number?.message} />
              <TextInput {...register('address.district_name')} label={t.district} withAsterisk maxLength={100} error={errors.address?.district_name?.message} />
              <TextInput {...register('address.city')} label={t.city} withAsterisk maxLength={255} error={errors.address?.city?.message} />
              <Controller
                control={control}
                name="address.state"
                render={({ field, fieldState }) => (
                  <Select
                    label={t.state}
                    placeholder={t.statePlaceholder}
                    data={BRAZILIAN_STATES}
                    searchable
                    maxDropdownHeight={240}
                    withAsterisk
                    value={text(field.value) || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextInput {...register('address.ref')} label={t.ref} maxLength={255} error={errors.address?.ref?.message} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {ct.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
