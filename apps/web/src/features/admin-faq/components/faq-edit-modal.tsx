import { useEffect } from 'react'
import { Button, Group, Stack } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import type { FaqItemDto } from '@acolhe/shared/api/faq'
import { faqBodySchema } from '@acolhe/shared/schemas/faq'
import { adminCommonTexts as ct, adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateQuestion } from '../api/update-question'
import { FaqFields } from './faq-fields'

/** Edit dialog of one question, so the list keeps its place. */
export function FaqEditModal({ question, onClose }: { question: FaqItemDto | null; onClose: () => void }) {
  const update = useUpdateQuestion()
  const { register, control, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(faqBodySchema), defaultValues: { question: '', answer: '', priority: 5 } })

  useEffect(() => {
    if (question) reset({ question: question.question, answer: question.answer, priority: question.priority })
  }, [question, reset])

  return (
    <ResponsiveModal opened={question !== null} onClose={onClose} title={t.editTitle} size="lg">
      <form
        noValidate
        onSubmit={handleSubmit((body) => {
          if (!question) return
          update.mutate(
            { id: question.id, body },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.updateSuccess })
                onClose()
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
            },
          )
        })}
      >
        <Stack gap="lg">
          <FaqFields register={register} control={control} errors={formState.errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {ct.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  )
}
