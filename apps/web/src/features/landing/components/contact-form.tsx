import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { IconCircleCheck } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { SUPPORT_MESSAGE_LIMITS, supportMessageBodySchema, type SupportMessageBody } from '@acolhe/shared/schemas/support'
import { contactFormTexts as t } from '@acolhe/shared/texts/ui-support'
import { errorMessage } from '../../../lib/api-client'
import { useHydrated } from '../../../lib/use-hydrated'
import { useSendContactMessage } from '../api/send-contact-message'

const EMPTY: SupportMessageBody = { name: '', email: '', message: '' }

/** 'Fale conosco': a message to the support team, answered by email (it lands in /admin/suporte). */
export function ContactForm() {
  const send = useSendContactMessage()
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(supportMessageBodySchema), defaultValues: EMPTY })
  // The landing page is prerendered (decision 015): until the app has hydrated it, the fields stay
  // disabled, so nothing typed is wiped by hydration and Enter cannot submit the bare HTML form.
  const hydrated = useHydrated()

  if (send.isSuccess)
    return (
      <Stack gap="sm" data-testid="contact-form-sent">
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status">
          {t.sent}
        </Alert>
        <Button
          variant="subtle"
          onClick={() => {
            reset(EMPTY)
            send.reset()
          }}
        >
          {t.sendAnother}
        </Button>
      </Stack>
    )

  return (
    <form noValidate aria-labelledby="fale-conosco" onSubmit={handleSubmit((body) => send.mutate(body))}>
      <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <Title order={3} id="fale-conosco" size="h4">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <TextInput label={t.name} required autoComplete="name" maxLength={SUPPORT_MESSAGE_LIMITS.nameMax} {...register('name')} error={formState.errors.name?.message} />
          <TextInput label={t.email} type="email" required autoComplete="email" {...register('email')} error={formState.errors.email?.message} />
          <Textarea
            label={t.message}
            placeholder={t.messagePlaceholder}
            required
            rows={5}
            maxLength={SUPPORT_MESSAGE_LIMITS.messageMax}
            {...register('message')}
            error={formState.errors.message?.message}
          />
          <Text size="xs" c="dimmed">
            {t.emergency}
          </Text>
          {send.isError && (
            <Alert color="red" role="alert">
              {errorMessage(send.error, t.sendError)}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending} radius="xl">
            {t.submit}
          </Button>
        </Stack>
      </fieldset>
    </form>
  )
}
