import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { registrationTexts as rt } from '@acolhe/shared/texts/professional-area'
import { adminCommonTexts as ct, adminProfessionalsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useCreateProfessional } from '../api/create-professional'
import { useActiveClinicOptions } from '../../../lib/clinics-api'
import { ProfessionalCreateForm } from './professional-create-form'

/** /admin/profissionais/criar (decision 013): on success a toast and back to the list. */
export function ProfessionalCreatePage({ listTo }: { listTo: string }) {
  const navigate = useNavigate()
  const clinics = useActiveClinicOptions({ staleTime: 60_000 })
  const create = useCreateProfessional()

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminProfessionalCreate} />
      <Group gap="sm">
        <Anchor component={Link} to={listTo} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden="true" />
            {t.backToList}
          </Group>
        </Anchor>
      </Group>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t.createTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {t.createIntro}
        </Text>
      </Stack>
      {clinics.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : clinics.isError ? (
        // Without the clinics an in-person professional could not be created; a retry is clearer than a half form.
        <LoadError message={errorMessage(clinics.error, rt.clinicsLoadError)} onRetry={() => void clinics.refetch()} />
      ) : (
        <ProfessionalCreateForm
          clinics={clinics.data}
          pending={create.isPending}
          onCancel={() => void navigate(listTo)}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.createSuccess })
                void navigate(listTo)
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.createError) }),
            })
          }
        />
      )}
    </Stack>
  )
}
