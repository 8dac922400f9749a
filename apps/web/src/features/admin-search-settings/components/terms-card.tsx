import { useState } from 'react'
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconPencil } from '@tabler/icons-react'
import type { PracticeTermDto } from '@acolhe/shared/api/practice'
import { PRACTICE_TERM_KIND_LABELS, type PracticeTermKind } from '@acolhe/shared/enums'
import { uiSearchTexts as t } from '@acolhe/shared/texts/ui-search'
import { errorMessage } from '../../../lib/api-client'
import { useCreateTerm, useEditTerm } from '../api/search-settings'

function TermRow({ term }: { term: PracticeTermDto }) {
  const edit = useEditTerm()
  const [name, setName] = useState<string | null>(null)
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, t.loadError) })
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {name === null ? (
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text size="sm" c={term.active ? undefined : 'dimmed'} truncate>
            {term.name}
          </Text>
          {!term.active && (
            <Badge size="xs" color="gray" variant="light">
              {t.inactive}
            </Badge>
          )}
        </Group>
      ) : (
        <TextInput size="xs" value={name} onChange={(e) => setName(e.currentTarget.value)} aria-label={t.rename} style={{ flex: 1 }} maxLength={60} />
      )}
      <Group gap={4} wrap="nowrap">
        {name === null ? (
          <ActionIcon variant="subtle" aria-label={`${t.rename}: ${term.name}`} onClick={() => setName(term.name)}>
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="light"
            aria-label={t.save}
            loading={edit.isPending}
            onClick={() => edit.mutate({ id: term.id, body: { name } }, { onSuccess: () => setName(null), onError: fail })}
          >
            <IconCheck size={16} aria-hidden="true" />
          </ActionIcon>
        )}
        <Button size="compact-xs" variant="subtle" color={term.active ? 'red' : 'acolhe'} onClick={() => edit.mutate({ id: term.id, body: { active: !term.active } }, { onError: fail })}>
          {term.active ? t.deactivate : t.activate}
        </Button>
      </Group>
    </Group>
  )
}

/** One vocabulary (approaches or themes): rename, (de)activate, add. */
export function TermsCard({ kind, terms }: { kind: PracticeTermKind; terms: PracticeTermDto[] }) {
  const create = useCreateTerm()
  const [name, setName] = useState('')
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t.adminKindHeading[kind]}
        </Title>
        <Stack gap={0}>
          {terms.map((term) => (
            <TermRow key={term.id} term={term} />
          ))}
        </Stack>
        <Group gap="xs" wrap="nowrap" component="form" onSubmit={(e) => {
          e.preventDefault()
          create.mutate({ kind, name }, { onSuccess: () => setName(''), onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.loadError) }) })
        }}>
          <TextInput size="sm" placeholder={t.newTermPlaceholder} aria-label={`${t.addTerm}: ${PRACTICE_TERM_KIND_LABELS[kind]}`} value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} maxLength={60} />
          <Button type="submit" size="sm" loading={create.isPending} disabled={!name.trim()}>
            {t.addTerm}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
