import { Center, Loader, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import type { ClinicWithAddressBody } from '@acolhe/shared/schemas/clinic'
import { useNavigate } from 'react-router'
import { adminCommonTexts as ct, adminClinicsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useClinic } from '../api/get-clinic'
import { getClinicTies } from '../api/get-clinic-ties'
import { useUpdateClinic } from '../api/update-clinic'
import { ClinicForm } from './clinic-form'

/** /admin/clinicas/editar/{id}: the clinic and its address; on success back to the list. */
export function ClinicEditPage({ id, listTo }: { id: string; listTo: string }) {
  const navigate = useNavigate()
  const clinic = useClinic(id)
  const update = useUpdateClinic()

  const save = (body: ClinicWithAddressBody) =>
    update.mutate(
      { clinic: { ...body.clinic, id }, address: body.address },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.updateSuccess })
          void navigate(listTo)
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
      },
    )

  // Deactivating stops in-person care there: the admin confirms knowing whom it affects.
  const confirmDeactivation = async (body: ClinicWithAddressBody) => {
    try {
      const ties = await getClinicTies(id)
      modals.openConfirmModal({
        title: t.deactivateTitle,
        children: <Text size="sm">{t.deactivateConfirm(ties.professionals, ties.future_in_person_sessions)}</Text>,
        labels: { confirm: t.deactivate, cancel: ct.cancel },
        confirmProps: { color: 'red' },
        onConfirm: () => save(body),
      })
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t.tiesError) })
    }
  }

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminClinicEdit} />
      <Title order={1} size="h2">
        {t.editTitle}
      </Title>
      {clinic.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : clinic.isError ? (
        <LoadError
          message={clinic.error instanceof ApiError && clinic.error.status === 404 ? t.notFound : ct.loadError}
          onRetry={() => void clinic.refetch()}
        />
      ) : (
        <ClinicForm
          clinic={clinic.data}
          submitLabel={t.save}
          pending={update.isPending}
          onCancel={() => void navigate(listTo)}
          onSubmit={(body) => {
            if (clinic.data.active && body.clinic.active === false) void confirmDeactivation(body)
            else save(body)
          }}
        />
      )}
    </Stack>
  )
}
