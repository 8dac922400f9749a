import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '../lib/zod-resolver'
import { useMutation } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { changePasswordFormSchema, type ChangePasswordBody, type ChangePasswordForm } from '@acolhe/shared/schemas/auth'
import { uiPasswordChangeTexts as t } from '@acolhe/shared/texts/ui-password-change'
import { errorMessage } from '../lib/api-client'
import { PasswordField } from './password-field'

const EMPTY: ChangePasswordForm = { current_password: '', password: '', repeat_password: '' }

export type ChangePasswordCardProps = {
  /** The area's endpoint (patient or professional); resolves once the password changed. */
  changePassword: (body: ChangePasswordBody) => Promise<void>
}

/**
 * 'Alterar senha': current password, new password twice (the sign-up rules). A refusal (wrong current
 * password) is the server's message under the form; the form empties after a success.
 */
export function ChangePasswordCard({ changePassword }: ChangePasswordCardProps) {
  const change = useMutation({ mutationFn: changePassword })
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY })
  const errors = formState.errors

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="alterar-senha">
      <form
        noValidate
        onSubmit={handleSubmit(({ current_password, password }) =>
          change.mutate(
            { current_password, password },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.success })
                reset(EMPTY)
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="alterar-senha">
            {t.block}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <PasswordField {...register('current_password')} label={t.currentLabel} autoComplete="current-password" withAsterisk error={errors.current_password?.message} />
          <PasswordField {...register('password')} label={t.newLabel} autoComplete="new-password" withAsterisk error={errors.password?.message} />
          <PasswordField {...register('repeat_password')} label={t.repeatLabel} autoComplete="new-password" withAsterisk error={errors.repeat_password?.message} />
          {change.isError && (
            <Text c="red" size="sm" role="alert" data-testid="change-password-error">
              {errorMessage(change.error, t.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
