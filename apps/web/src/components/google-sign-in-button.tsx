import { Button, Divider } from '@mantine/core'
import { IconBrandGoogle } from '@tabler/icons-react'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { detectedTimeZone } from '@acolhe/shared/time-zones'
import { useAuthProviders } from '../lib/auth-providers'
import { useHydrated } from '../lib/use-hydrated'

const START_PATHS = { patient: '/api/user/login/oauth', professional: '/api/professional/login/oauth' } as const

/** A patient's first Google sign-in creates the account in the browser's zone (decision 044). */
function patientStartPath(): string {
  return `${START_PATHS.patient}?${new URLSearchParams({ time_zone: detectedTimeZone() })}`
}

/**
 * 'Entrar com Google': a plain link, because the server starts the OpenID Connect redirect. Renders
 * nothing until the server says Google is configured (and nothing at all when it is not); on a login
 * page the server sent with the button, the app knows it from the start (app.tsx).
 */
export function GoogleSignInButton({ kind }: { kind: keyof typeof START_PATHS }) {
  const providers = useAuthProviders()
  // The login pages are prerendered (decision 055): the browser's zone is known once the app has taken
  // over, and the button's address cannot differ between the build's render and the app's first one.
  const hydrated = useHydrated()
  if (!providers.data?.google) return null
  return (
    <>
      <Divider label={t.googleDivider} labelPosition="center" />
      <Button
        component="a"
        href={kind === 'patient' && hydrated ? patientStartPath() : START_PATHS[kind]}
        // The patient's is a link main.tsx holds until the app has taken over, unlike plain links; the tap
        // it replays comes before the render with the zone, so the click itself completes the address.
        data-needs-app={kind === 'patient' || undefined}
        onClick={(event) => {
          if (kind === 'patient') event.currentTarget.setAttribute('href', patientStartPath())
        }}
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
