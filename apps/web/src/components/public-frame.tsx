import type { ReactNode } from 'react'
import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { accessibilityTexts as at } from '@acolhe/shared/texts/accessibility'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { useLoggedInPatient } from '../lib/patient-api/get-me'
import { EmergencyNotice } from './emergency-notice'
import { Logo } from './logo'

/** Header, content and footer of the public pages (landing, legal pages, booking, recovery). */
export function PublicFrame({ children }: { children: ReactNode }) {
  // A logged-in patient is led to their consultations, not asked to log in again.
  const patient = useLoggedInPatient(true).data
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor href="#conteudo" className="skip-link">
        {t.skipToContent}
      </Anchor>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label={t.homeLinkLabel}>
              <Logo size="lg" />
            </Anchor>
            {patient ? (
              <Button component={Link} to="/home" variant="light">
                {t.myConsultations}
              </Button>
            ) : (
              <Button component={Link} to="/login" variant="light">
                {t.logIn}
              </Button>
            )}
          </Group>
        </Container>
      </Box>
      <Box component="main" id="conteudo" tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" bg="gray.0" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Stack gap="md">
            <EmergencyNotice />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {`© ${new Date().getFullYear()} ${t.appName}`}
              </Text>
              <Group component="nav" aria-label={t.footerNavigation} gap="md">
                <Anchor component={Link} to="/politica-de-privacidade" size="sm" c="dimmed">
                  {t.legalPrivacy}
                </Anchor>
                <Anchor component={Link} to="/termos-de-uso" size="sm" c="dimmed">
                  {t.legalTerms}
                </Anchor>
                <Anchor component={Link} to="/termos-de-uso-do-profissional" size="sm" c="dimmed">
                  {t.legalProfessionalTerms}
                </Anchor>
                <Anchor component={Link} to="/acessibilidade" size="sm" c="dimmed">
                  {at.footerLink}
                </Anchor>
              </Group>
            </Group>
          </Stack>
        </Container>
      </Box>
    </Box>
  )
}
