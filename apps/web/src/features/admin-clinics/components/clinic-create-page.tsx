import { Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { adminClinicsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useCreateClinic } from '../api/create-clinic'
import { ClinicForm } from './clinic-form'

/** /admin/clinicas/criar: on success back to the list. */
export function ClinicCreatePage({ listTo }: { listTo: string }) {
  const navigate = useNavigate()
  const create = useCreateClinic()
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminClinicCreate} />
      <Title order={1} size="h2">
        {t.createTitle}
      </Title>
      <ClinicForm
        clinic={null}
        submitLabel={t.create}
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
    </Stack>
  )
}
