import { Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { adminCommonTexts as ct, adminProfessionalsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useProfessional } from '../api/get-professional'
import { useActiveClinicOptions } from '../../../lib/clinics-api'
import { useUpdateProfessional } from '../api/update-professional'
import { PracticeCard } from '../../practice-profile/components/practice-card'
import { ProfessionalEditForm } from './professional-edit-form'

/** /admin/profissionais/editar/{id}; the back button returns to the list. */
export function ProfessionalEditPage({ id, listTo }: { id: string; listTo: string }) {
  const navigate = useNavigate()
  const professional = useProfessional(id)
  const clinics = useActiveClinicOptions({ staleTime: 60_000 })
  const update = useUpdateProfessional()

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminProfessionalEdit} />
      <Group gap="sm">
        <Anchor component={Link} to={listTo} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden="true" />
            {t.backToList}
          </Group>
        </Anchor>
      </Group>
      <Title order={1} size="h2">
        {t.editTitle}
      </Title>
      {professional.isPending || clinics.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : professional.isError ? (
        <LoadError message={errorMessage(professional.error, ct.loadError)} onRetry={() => void professional.refetch()} />
      ) : (
        <ProfessionalEditForm
          professional={professional.data}
          clinics={clinics.data ?? []}
          pending={update.isPending}
          onCancel={() => void navigate(listTo)}
          onSubmit={(body) =>
            update.mutate(
              { id, body },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t.updateSuccess })
                  void navigate(listTo)
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
              },
            )
          }
        />
      )}
      {professional.data && <PracticeCard professionalId={id} asAdmin />}
    </Stack>
  )
}
