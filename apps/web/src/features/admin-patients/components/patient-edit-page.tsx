import { Alert, Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import { patientProfileFormSchema } from '@acolhe/shared/schemas/patient'
import { adminCommonTexts as ct, adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { MaskedTextField } from '../../../components/masked-text-field'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { usePatient } from '../api/get-patient'
import { useUpdatePatient } from '../api/update-patient'
import { patientBodyOf, patientValuesOf } from '../lib/patient-edit-form'
import { browserNow } from '../../../lib/browser-now'

function PatientEditForm({ patient, listTo }: { patient: AdminPatientDto; listTo: string }) {
  const navigate = useNavigate()
  const update = useUpdatePatient()
  const { register, control, handleSubmit, formState } = useForm({ resolver: zodResolver(patientProfileFormSchema(browserNow)), defaultValues: patientValuesOf(patient) })
  const errors = formState.errors

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
            <MaskedTextField control={control} name="birthday" label={t.birthday} format={maskDateTyping} maxLength={10} placeholder={t.birthdayPlaceholder} />
            <MaskedTextField control={control} name="cpf" label={t.cpf} format={formatCpf} maxLength={14} required={false} />
            <MaskedTextField control={control} name="phone_number" label={t.phone} format={formatPhone} maxLength={15} required={false} />
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
