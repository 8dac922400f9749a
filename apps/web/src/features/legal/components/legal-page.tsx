import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { LegalDocument } from '@acolhe/shared/texts/ui-legal'
import { uiLegalTexts as t } from '@acolhe/shared/texts/ui-legal'
import { processorsTexts as pt } from '@acolhe/shared/texts/processors'
import { LegalDocumentBody } from '../../../components/legal-document'
import { PageTitle } from '../../../components/page-title'
import { LEGAL_PAGES } from '../lib/legal-pages'

/** One of the three legal pages, with links to the other two. */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  const others = LEGAL_PAGES.filter((page) => page.path !== path)
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <PageTitle title={document.title} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 40 }} component="article">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {document.title}
            </Title>
            <Text size="sm" c="dimmed">
              {document.version}
            </Text>
          </Stack>
          <LegalDocumentBody document={document} />
          {/* The privacy policy names who processes the data: the list this installation's configuration builds (decision 098). */}
          {path === '/politica-de-privacidade' && (
            <Anchor component={Link} to="/operadores" fw={600}>
              {pt.privacyLink}
            </Anchor>
          )}
        </Stack>
      </Paper>
      <Group component="nav" aria-label={t.otherDocuments} gap="lg" mt="lg">
        <Text size="sm" fw={600}>
          {t.otherDocuments}:
        </Text>
        {others.map((page) => (
          <Anchor key={page.path} component={Link} to={page.path} size="sm">
            {page.document.title}
          </Anchor>
        ))}
      </Group>
    </Container>
  )
}
