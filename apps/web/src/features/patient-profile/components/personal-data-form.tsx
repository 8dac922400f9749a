import { Button, Divider, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { Controller, useForm } from 'react-hook-form'
import type { PatientDto } from '@acolhe/shared/api/patient'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'
import { MaskedTextField } from '../../../components/masked-text-field'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateProfile } from '../api/update-profile'
import { formValuesOf, profileBodyOf, profileFormSchema } from '../lib/profile-form'
import { PhotoPicker } from './photo-picker'
import { TimeZoneSelect } from './time-zone-select'
import { WhatsAppRemindersSwitch } from './whatsapp-reminders-switch'

/** Personal data and the reminders switch; 'Atualizar Informações' appears only once something changed. */
export function PersonalDataForm({ patient }: { patient: PatientDto }) {
  const update = useUpdateProfile()
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValuesOf(patient),
  })
  const errors = formState.errors

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-dados">
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          update.mutate(
            { id: patient.id, body: profileBodyOf(values) },
            {
              onSuccess: (saved) => {
                notifications.show({ color: 'green', message: t.updateSuccess })
                reset(formValuesOf(saved))
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="perfil-dados">
            {t.personalBlock}
          </Title>
          <PhotoPicker patient={patient} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...register('first_name')} label={t.firstNameLabel} withAsterisk error={errors.first_name?.message} errorProps={{ role: 'alert' }} />
            <TextInput {...register('last_name')} label={t.lastNameLabel} error={errors.last_name?.message} errorProps={{ role: 'alert' }} />
          </SimpleGrid>
          <TextInput label={t.emailLabel} value={patient.email} readOnly disabled description={t.emailReadOnly} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MaskedTextField control={control} name="birthday" label={t.birthdayLabel} placeholder={t.birthdayPlaceholder} format={maskDateTyping} maxLength={10} />
            <MaskedTextField control={control} name="cpf" label={t.cpfLabel} placeholder={t.cpfPlaceholder} format={formatCpf} maxLength={14} required={false} />
            <MaskedTextField control={control} name="phone_number" label={t.phoneLabel} placeholder={t.phonePlaceholder} format={formatPhone} maxLength={15} required={false} />
          </SimpleGrid>
          <Controller
            control={control}
            name="time_zone"
            render={({ field }) => <TimeZoneSelect value={field.value} onChange={field.onChange} error={errors.time_zone?.message} />}
          />
          <Divider />
          <Title order={3} size="h5">
            {t.notificationsBlock}
          </Title>
          <Controller
            control={control}
            name="reminders_enabled"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                label={t.reminders}
                description={t.remindersHint}
              />
            )}
          />
          <WhatsAppRemindersSwitch />
          {formState.isDirty && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t.update}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  )
}
