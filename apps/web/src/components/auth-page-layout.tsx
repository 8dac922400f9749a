import type { ReactNode } from 'react'
import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { EmergencyNotice } from './emergency-notice'
import { Logo } from './logo'
import { PageTitle } from './page-title'

export type AuthPageLayoutProps = {
  pageTitle: string
  title: string
  subtitle?: string
  /** Shown above the title (e.g. the 'Cadastro'/'Entrar' switch or the 'Admin' role label). */
  top?: ReactNode
  children: ReactNode
  /** Links under the card. */
  footer?: ReactNode
}

/** The calm, centred card every login page uses. */
export function AuthPageLayout({ pageTitle, title, subtitle, top, children, footer }: AuthPageLayoutProps) {
  return (
    <Box
      component="main"
      id="conteudo"
      mih="100dvh"
      py={{ base: 'lg', sm: 48 }}
      px="md"
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-acolhe-0) 0%, var(--mantine-color-body) 60%)' }}
    >
      <PageTitle title={pageTitle} />
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <Anchor component={Link} to="/" underline="never" aria-label={t.homeLinkLabel}>
              <Logo size="xl" />
            </Anchor>
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              {top}
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && <Text c="dimmed">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer && (
            <Stack gap="xs" align="center" ta="center">
              {footer}
            </Stack>
          )}
          <Box px="xs" c="dimmed">
            <EmergencyNotice />
          </Box>
        </Stack>
      </Center>
    </Box>
  )
}
