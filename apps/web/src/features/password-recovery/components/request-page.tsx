import { Badge, Button, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { recoveryRequestSchema } from '@acolhe/shared/schemas/auth'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiRecoveryTexts as t } from '@acolhe/shared/texts/ui-recovery'
import { errorMessage } from '../../../lib/api-client'
import { useRequestRecoveryCode } from '../api/request-code'
import { RECOVERY_PATHS, recoveryKindOf } from '../lib/recovery-paths'
import { readRecovery, saveRecovery } from '../lib/recovery-storage'
import { RecoveryLayout } from './recovery-layout'

const emailFormSchema = recoveryRequestSchema.pick({ email: true })

/** /recuperar-senha: the email that gets the 6-digit code; ?tipo=profissional for professionals. */
export function RequestPage() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const kind = recoveryKindOf(search)
  const request = useRequestRecoveryCode()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: readRecovery()?.email ?? '' } })

  return (
    <RecoveryLayout pageTitle={uiPageTitles.passwordRecovery} title={t.requestTitle} subtitle={t.requestSubtitle} kind={kind}>
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) =>
          request.mutate(
            { email, kind },
            {
              onSuccess: () => {
                saveRecovery({ email, kind, sentAt: Date.now() })
                navigate(RECOVERY_PATHS.code)
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.requestError) }),
            },
          ),
        )}
      >
        <Stack gap="md">
          {kind === 'professional' && (
            <Badge variant="light" size="lg" radius="sm">
              {t.professionalHint}
            </Badge>
          )}
          <TextInput
            {...register('email')}
            type="email"
            label={t.emailLabel}
            placeholder={t.emailPlaceholder}
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            {t.sendCode}
          </Button>
        </Stack>
      </form>
    </RecoveryLayout>
  )
}
