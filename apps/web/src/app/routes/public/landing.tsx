import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarHeart, IconHeartHandshake, IconShieldCheck, IconVideo } from '@tabler/icons-react'
import { Link } from 'react-router'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { PublicFrame } from '../../../components/public-frame'
import { FaqSection } from '../../../features/landing/components/faq-section'
import { LandingLinks } from '../../../features/landing/components/landing-links'
import { ProfessionalsCarousel } from '../../../features/landing/components/professionals-carousel'
import { SupportSection } from '../../../features/landing/components/support-section'
import { ThreeSteps } from '../../../features/landing/components/three-steps'

const HIGHLIGHT_ICONS = [IconShieldCheck, IconVideo, IconCalendarHeart]

/** '/': hero with the call to book, three steps, professionals, FAQ, support and links. */
export function Component() {
  return (
    <PublicFrame>
      <PageTitle title={uiPageTitles.landing} />
      <Box
        style={{
          background:
            'radial-gradient(1200px 400px at 80% -10%, var(--mantine-color-acolhe-1) 0%, transparent 60%), linear-gradient(180deg, var(--mantine-color-acolhe-0) 0%, var(--mantine-color-body) 100%)',
        }}
      >
        <Container size="lg" pt={{ base: 48, sm: 96 }} pb={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={680}>
            <ThemeIcon size={52} radius="xl" variant="light" aria-hidden="true">
              <IconHeartHandshake size={28} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
              {t.heroTitle}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={560}>
              {t.heroBody}
            </Text>
            <Group>
              <Button component={Link} to="/agendamento" size="lg" radius="xl">
                {t.bookCta}
              </Button>
              <Button component={Link} to="/cadastro" size="lg" radius="xl" variant="default">
                {t.signUpCta}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" pt={{ base: 'xl', sm: 48 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {t.highlights.map((item, index) => {
            const Icon = HIGHLIGHT_ICONS[index] ?? IconShieldCheck
            return (
              <Paper key={item.title} withBorder radius="lg" p="lg">
                <Stack gap="xs">
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {item.title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {item.body}
                  </Text>
                </Stack>
              </Paper>
            )
          })}
        </SimpleGrid>
      </Container>

      <ThreeSteps />
      <ProfessionalsCarousel />
      <FaqSection />
      <SupportSection />
      <LandingLinks />
    </PublicFrame>
  )
}
