import { Alert, Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft } from '@tabler/icons-react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import { patientProfileFormSchema, type PatientProfileForm } from '@acolhe/shared/schemas/patient'
import { adminCommonTexts as ct, adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { usePatient } from '../api/get-patient'
import { useUpdatePatient } from '../api/update-patient'
import { patientBodyOf, patientValuesOf } from '../lib/patient-edit-form'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function PatientEditForm({ patient, listTo }: { patient: AdminPatientDto; listTo: string }) {
  const navigate = useNavigate()
  const update = useUpdatePatient()
  const { register, control, handleSubmit, formState } = useForm({ resolver: zodResolver(patientProfileFormSchema), defaultValues: patientValuesOf(patient) })
  const errors = formState.errors

  const masked = (name: FieldPath<PatientProfileForm>, label: string, format: (value: string) => string, maxLength: number, required: boolean, placeholder?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          inputMode="numeric"
          maxLength={maxLength}
          withAsterisk={required}
          placeholder={placeholder}
          value={text(field.value)}
          onChange={(event) => field.onChange(format(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        update.mutate(
          { id: patient.id, body: patientBodyOf(values) },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t.updateSuccess })
              void navigate(listTo)
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
          },
        ),
      )}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...register('first_name')} label={t.firstName} withAsterisk maxLength={255} error={errors.first_name?.message} />
            <TextInput {...register('last_name')} label={t.lastName} maxLength={255} error={errors.last_name?.message} />
            <TextInput label={t.email} value={patient.email} readOnly disabled description={t.emailReadOnly} />
            {masked('birthday', t.birthday, maskDateTyping, 10, true, t.birthdayPlaceholder)}
            {masked('cpf', t.cpf, formatCpf, 14, false)}
            {masked('phone_number', t.phone, formatPhone, 15, false)}
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(listTo)}>
            {ct.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** /admin/pacientes/editar/{id}: a banned patient is not editable (reactivate first). */
export function PatientEditPage({ id, listTo }: { id: string; listTo: string }) {
  const patient = usePatient(id)
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminPatientEdit} />
      <Anchor component={Link} to={listTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {t.backToList}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t.editTitle}
      </Title>
      {patient.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : patient.isError ? (
        <LoadError message={errorMessage(patient.error, ct.loadError)} onRetry={() => void patient.refetch()} />
      ) : patient.data.banned ? (
        <Alert color="yellow" variant="light" role="alert">
          {t.bannedNotEditable}
        </Alert>
      ) : (
        <PatientEditForm patient={patient.data} listTo={listTo} />
      )}
    </Stack>
  )
}
