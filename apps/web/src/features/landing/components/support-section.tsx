import { Anchor, Box, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClock, IconMail, IconShieldLock } from '@tabler/icons-react'
import { LEGAL_CONTACT_EMAIL, SUPPORT_EMAIL } from '@acolhe/shared/texts/contact-emails'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'
import { ContactForm } from './contact-form'

/** Support contact: email, opening hours, the privacy contact and the 'Fale conosco' form. */
export function SupportSection() {
  const contacts = [
    { icon: IconMail, label: t.supportEmailLabel, value: <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> },
    { icon: IconClock, label: t.supportHoursLabel, value: <Text size="sm">{t.supportHours}</Text> },
    { icon: IconShieldLock, label: t.supportPrivacyLabel, value: <Anchor href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</Anchor> },
  ]
  return (
    <Box component="section" aria-labelledby="suporte" pb={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg="acolhe.0">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="lg">
              <Stack gap="xs">
                <Title order={2} id="suporte" fz={{ base: 24, sm: 30 }}>
                  {t.supportTitle}
                </Title>
                <Text c="dimmed">{t.supportBody}</Text>
              </Stack>
              <Stack gap="md">
                {contacts.map(({ icon: Icon, label, value }) => (
                  <Group key={label} gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="white" size={36} radius="md" aria-hidden="true">
                      <Icon size={20} />
                    </ThemeIcon>
                    <Stack gap={0}>
                      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                        {label}
                      </Text>
                      {value}
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Stack>
            <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder>
              <ContactForm />
            </Paper>
          </SimpleGrid>
        </Paper>
      </Container>
    </Box>
  )
}
