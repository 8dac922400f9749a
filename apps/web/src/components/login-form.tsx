import { Alert, Button, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../lib/zod-resolver'
import { useForm } from 'react-hook-form'
import { loginSchema, type LoginInput } from '@acolhe/shared/schemas/auth'
import { uiAuthTexts as t } from '@acolhe/shared/texts/ui-auth'
import { PasswordField } from './password-field'

export type LoginFormProps = {
  onSubmit: (values: LoginInput) => void
  pending: boolean
  /** The refusal to show above the button (announced to screen readers), or null. */
  error: string | null
}

/**
 * Email + password + 'Entrar', validated by the shared login schema (the same one the API uses).
 * Each login page decides what happens on success and which words a refusal gets.
 */
export function LoginForm({ onSubmit, pending, error }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })

  return (
    // method="post": the login pages are prerendered (decision 055), and should the browser ever send this
    // form itself, before the app has taken it over, a form without a method would put the password in the address.
    <form noValidate method="post" onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Stack gap="md">
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
        <PasswordField
          {...register('password')}
          label={t.passwordLabel}
          placeholder={t.passwordPlaceholder}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  )
}
