import { Alert, Anchor, Container, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { ProcessorDto } from '@acolhe/shared/api/processors'
import { processorsTexts as t } from '@acolhe/shared/texts/processors'
import { PageTitle } from '../../../components/page-title'
import { useMatchesMedia } from '../../../lib/use-matches-media'
import { useProcessors } from '../api/get-processors'

const c = t.columns

/** One processor as a card (phones): each fact under its name. */
function ProcessorCard({ processor }: { processor: ProcessorDto }) {
  const facts: [string, string][] = [
    [c.purpose, processor.purpose],
    [c.data, processor.data],
    [c.country, processor.country],
    [c.basis, processor.legal_basis],
    [c.transfer, processor.transfer ?? t.noTransfer],
  ]
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="processor">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {processor.name}
        </Title>
        <Stack gap={6} component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" fw={700}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}

function ProcessorsTable({ processors }: { processors: ProcessorDto[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label={t.title}>
        <Table.Thead>
          <Table.Tr>
            {[c.name, c.purpose, c.data, c.country, c.basis, c.transfer].map((label) => (
              <Table.Th key={label} scope="col">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {processors.map((p) => (
            <Table.Tr key={p.id} data-testid="processor">
              <Table.Th scope="row">{p.name}</Table.Th>
              <Table.Td>{p.purpose}</Table.Td>
              <Table.Td>{p.data}</Table.Td>
              <Table.Td>{p.country}</Table.Td>
              <Table.Td>{p.legal_basis}</Table.Td>
              <Table.Td>{p.transfer ?? t.noTransfer}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** /operadores: who processes personal data for this installation, read from its configuration (decision 098). */
export function ProcessorsPage() {
  const processors = useProcessors()
  const wide = useMatchesMedia('(min-width: 62em)')
  let body
  if (processors.isPending) body = <Loader aria-label={t.title} />
  else if (processors.isError) body = <Alert color="red">{t.loadError}</Alert>
  else if (processors.data.processors.length === 0) body = <Text>{t.empty}</Text>
  else if (wide) body = <ProcessorsTable processors={processors.data.processors} />
  else
    body = (
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {processors.data.processors.map((p) => (
          <ProcessorCard key={p.id} processor={p} />
        ))}
      </Stack>
    )
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <PageTitle title={t.title} />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t.title}
        </Title>
        <Text maw={760}>{t.intro}</Text>
        {body}
        <Stack gap="xs" component="section" aria-labelledby="own-calendars-title" maw={760}>
          <Title order={2} fz="lg" id="own-calendars-title">
            {t.ownCalendarsTitle}
          </Title>
          <Text size="sm">{t.ownCalendars}</Text>
        </Stack>
        <Anchor component={Link} to="/politica-de-privacidade" size="sm">
          {t.backToPrivacy}
        </Anchor>
      </Stack>
    </Container>
  )
}
