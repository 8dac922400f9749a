import { useState } from 'react'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { newPasswordFormSchema } from '@acolhe/shared/schemas/auth'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiRecoveryTexts as t } from '@acolhe/shared/texts/ui-recovery'
import { PasswordField } from '../../../components/password-field'
import { errorMessage } from '../../../lib/api-client'
import { useResetPassword } from '../api/reset-password'
import { loginPathOf, RECOVERY_PATHS } from '../lib/recovery-paths'
import { clearRecovery, readRecovery } from '../lib/recovery-storage'
import { RecoveryLayout } from './recovery-layout'

/** /recuperar-senha/recuperar: new password twice, 'Concluir'; 'voltar' goes back to the code. */
export function NewPasswordPage() {
  // Read once: the storage is cleared on success, which must not bounce this page back to step 1.
  const [stored] = useState(readRecovery)
  if (!stored) return <Navigate to={RECOVERY_PATHS.request} replace />
  if (!stored.code) return <Navigate to={RECOVERY_PATHS.code} replace />
  return <NewPasswordForm email={stored.email} kind={stored.kind} code={stored.code} />
}

function NewPasswordForm({ email, kind, code }: { email: string; kind: 'patient' | 'professional'; code: string }) {
  const navigate = useNavigate()
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', repeat_password: '' } })

  return (
    <RecoveryLayout pageTitle={uiPageTitles.passwordRecoveryNew} title={t.newPasswordTitle} subtitle={t.newPasswordSubtitle} kind={kind}>
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) =>
          reset.mutate(
            { email, kind, code, password },
            {
              onSuccess: () => {
                clearRecovery()
                notifications.show({ color: 'green', message: t.resetSuccess })
                navigate(loginPathOf(kind), { replace: true })
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <PasswordField
            {...register('password')}
            label={t.passwordLabel}
            placeholder={t.passwordPlaceholder}
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
          />
          <PasswordField
            {...register('repeat_password')}
            label={t.repeatPasswordLabel}
            autoComplete="new-password"
            withAsterisk
            error={errors.repeat_password?.message}
          />
          {reset.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reset.error, t.resetError)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to={RECOVERY_PATHS.code} variant="default">
              {t.back}
            </Button>
            <Button type="submit" loading={reset.isPending}>
              {t.finish}
            </Button>
          </Group>
        </Stack>
      </form>
    </RecoveryLayout>
  )
}
