import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { recoveryCodeSchema } from '@acolhe/shared/schemas/auth'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiRecoveryTexts as t } from '@acolhe/shared/texts/ui-recovery'
import { errorMessage } from '../../../lib/api-client'
import { useRequestRecoveryCode } from '../api/request-code'
import { useVerifyRecoveryCode } from '../api/verify-code'
import { RECOVERY_PATHS } from '../lib/recovery-paths'
import { readRecovery, RESEND_COOLDOWN_MS, saveRecovery, type RecoveryState } from '../lib/recovery-storage'
import { useSecondsLeft } from '../lib/use-seconds-left'
import { RecoveryLayout } from './recovery-layout'

const codeFormSchema = recoveryCodeSchema.pick({ code: true })

/** /recuperar-senha/codigo: the 6-digit code from the email, with 'Reenviar código' after 60 s. */
export function CodePage() {
  // Read once, so the step's own later saves do not re-route this page.
  const [stored] = useState(readRecovery)
  if (!stored) return <Navigate to={RECOVERY_PATHS.request} replace />
  return <CodeForm initial={stored} />
}

function CodeForm({ initial }: { initial: RecoveryState }) {
  const navigate = useNavigate()
  const [state, setState] = useState(initial)
  const verify = useVerifyRecoveryCode()
  const resend = useRequestRecoveryCode()
  const secondsLeft = useSecondsLeft(state.sentAt + RESEND_COOLDOWN_MS)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: state.code ?? '' } })
  const codeField = register('code')

  const sendAgain = () =>
    resend.mutate(
      { email: state.email, kind: state.kind },
      {
        onSuccess: () => {
          const next = { email: state.email, kind: state.kind, sentAt: Date.now() }
          saveRecovery(next)
          setState(next)
          verify.reset()
          notifications.show({ color: 'green', message: t.resent })
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.requestError) }),
      },
    )

  return (
    <RecoveryLayout pageTitle={uiPageTitles.passwordRecoveryCode} title={t.codeTitle} subtitle={t.codeSubtitle(state.email)} kind={state.kind}>
      <form
        noValidate
        onSubmit={handleSubmit(({ code }) =>
          verify.mutate(
            { email: state.email, kind: state.kind, code },
            {
              onSuccess: () => {
                saveRecovery({ ...state, code })
                navigate(RECOVERY_PATHS.newPassword)
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <TextInput
            {...codeField}
            onChange={(event) => {
              // Digits only, at most 6, whatever is pasted.
              event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '').slice(0, 6)
              void codeField.onChange(event)
            }}
            label={t.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="lg"
            styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', textAlign: 'center' } }}
            withAsterisk
            error={errors.code?.message}
            errorProps={{ role: 'alert' }}
          />
          {verify.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(verify.error, t.verifyError)}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            {t.verify}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={RECOVERY_PATHS.request} size="sm">
              {t.changeEmail}
            </Anchor>
            <Button variant="subtle" size="compact-sm" onClick={sendAgain} disabled={secondsLeft > 0} loading={resend.isPending}>
              {secondsLeft > 0 ? t.resendIn(secondsLeft) : t.resend}
            </Button>
          </Group>
        </Stack>
      </form>
    </RecoveryLayout>
  )
}
