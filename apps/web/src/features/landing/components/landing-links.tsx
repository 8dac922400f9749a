import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { uiCommonTexts as common } from '@acolhe/shared/texts/ui-common'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'
import { accessibilityTexts as accessibility } from '@acolhe/shared/texts/accessibility'

const GROUPS = [
  {
    title: t.footerAccess,
    links: [
      { to: '/login', label: t.patientLogin },
      { to: '/cadastro', label: t.footerSignUp },
      { to: '/profissional/login', label: t.professionalLogin },
      { to: '/profissional/cadastro', label: t.footerProfessionalSignUp },
      { to: '/admin/login', label: t.adminLogin },
    ],
  },
  {
    title: t.footerLegal,
    links: [
      { to: '/politica-de-privacidade', label: common.legalPrivacy },
      { to: '/termos-de-uso', label: common.legalTerms },
      { to: '/termos-de-uso-do-profissional', label: common.legalProfessionalTerms },
      { to: '/acessibilidade', label: accessibility.footerLink },
    ],
  },
] as const

/** The landing page's link columns above the site footer: every way in and the three legal texts. */
export function LandingLinks() {
  return (
    <Box component="nav" aria-label={t.linksLabel} py="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl" maw={640}>
          {GROUPS.map((group) => (
            <Stack key={group.title} gap="xs">
              <Text fw={700} size="sm">
                {group.title}
              </Text>
              {group.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
