import { Button, Divider } from '@mantine/core'
import { IconBrandGoogle } from '@tabler/icons-react'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { detectedTimeZone } from '@acolhe/shared/time-zones'
import { useAuthProviders } from '../lib/auth-providers'

const START_PATHS = { patient: '/api/user/login/oauth', professional: '/api/professional/login/oauth' } as const

/**
 * 'Entrar com Google': a plain link, because the server starts the OpenID Connect redirect. Renders
 * nothing until the server says Google is configured (and nothing at all when it is not).
 */
export function GoogleSignInButton({ kind }: { kind: keyof typeof START_PATHS }) {
  const providers = useAuthProviders()
  if (!providers.data?.google) return null
  return (
    <>
      <Divider label={t.googleDivider} labelPosition="center" />
      <Button
        component="a"
        // A patient's first Google sign-in creates the account in the browser's zone (decision 044).
        href={kind === 'patient' ? `${START_PATHS.patient}?${new URLSearchParams({ time_zone: detectedTimeZone() })}` : START_PATHS[kind]}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
      >
        {t.googleButton}
      </Button>
    </>
  )
}
