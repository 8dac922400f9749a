import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { accessibilityTexts as t } from '@acolhe/shared/texts/accessibility'
import { accessibilityCheckedPages } from '@acolhe/shared/texts/accessibility-pages'
import { PageTitle } from '../../../components/page-title'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <List spacing="xs">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  )
}

/**
 * /acessibilidade: the accessibility statement (decision 097): what conforms to ABNT NBR 17225:2025
 * (WCAG 2.2 AA), how and when it was tested, what is known not to, and how to report a barrier.
 */
export function AccessibilityPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <PageTitle title={t.title} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 40 }} component="article">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.updated}
            </Text>
          </Stack>
          <Text>{t.intro}</Text>
          <Section title={t.conformanceTitle}>
            <Text>{t.conformance}</Text>
          </Section>
          <Section title={t.pagesTitle}>
            <Text>{t.pagesIntro}</Text>
            {/* The same list the axe check's coverage test compares with the route tables (decision 101). */}
            {accessibilityCheckedPages.map((area) => (
              <Stack key={area.title} gap={4} component="section">
                <Title order={3} fz={{ base: 17, sm: 19 }}>
                  {area.title}
                </Title>
                <Items items={area.pages.map((page) => page.name)} />
              </Stack>
            ))}
          </Section>
          <Section title={t.howTitle}>
            <Items items={t.how} />
          </Section>
          <Section title={t.manualTitle}>
            <Items items={t.manual} />
          </Section>
          <Section title={t.limitationsTitle}>
            <Items items={t.limitations} />
          </Section>
          <Section title={t.reportTitle}>
            <Text>
              {`${t.report} `}
              <Anchor href={`mailto:${t.supportEmail}`}>{t.supportEmail}</Anchor>.
            </Text>
            <Text>{t.reportAnswer}</Text>
            <Anchor component={Link} to="/#suporte">
              {t.contactFormLink}
            </Anchor>
          </Section>
        </Stack>
      </Paper>
    </Container>
  )
}
