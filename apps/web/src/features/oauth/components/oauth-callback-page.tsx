import { useEffect } from 'react'
import { Center, Loader, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { PageTitle } from '../../../components/page-title'
import type { OAuthDestination } from '../lib/oauth-destination'

/**
 * /oauth-callback: a short "Concluindo a entrada com Google..." while the person is looked up, then
 * the destination (with a toast when the sign-in failed). `destination` is null while still looking.
 */
export function OAuthCallbackPage({ destination }: { destination: OAuthDestination | null }) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!destination) return
    if (destination.error) notifications.show({ color: 'red', message: destination.error })
    navigate(destination.to, { replace: true })
  }, [destination, navigate])

  return (
    <Center mih="100dvh" component="main" id="conteudo">
      <PageTitle title={uiPageTitles.oauthCallback} />
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{t.oauthWorking}</Text>
      </Stack>
    </Center>
  )
}
