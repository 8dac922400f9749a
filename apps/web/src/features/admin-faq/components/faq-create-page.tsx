import { Button, Group, Paper, Stack, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { faqBodySchema, type FaqForm } from '@acolhe/shared/schemas/faq'
import { adminCommonTexts as ct, adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useCreateQuestion } from '../api/create-question'
import { FaqFields } from './faq-fields'

const EMPTY: FaqForm = { question: '', answer: '', priority: 5 }

/** /admin/faq/criar: a new question; after saving it returns to the previous page. */
export function FaqCreatePage() {
  const navigate = useNavigate()
  const create = useCreateQuestion()
  const { register, control, handleSubmit, formState } = useForm({ resolver: zodResolver(faqBodySchema), defaultValues: EMPTY })

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={uiPageTitles.adminFaqCreate} />
      <Title order={1} size="h2">
        {t.createTitle}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={handleSubmit((body) =>
            create.mutate(body, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.createSuccess })
                void navigate(-1)
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.createError) }),
            }),
          )}
        >
          <Stack gap="lg">
            <FaqFields register={register} control={control} errors={formState.errors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(-1)}>
                {ct.cancel}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
