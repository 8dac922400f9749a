import { Center, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import type { AuditQuery } from '@acolhe/shared/schemas/admin-lists'
import { adminAuditTexts as t, adminCommonTexts as ct } from '@acolhe/shared/texts/ui-admin'
import { LoadError } from '../../../components/load-error'
import { useHistory, type AuditEntryDto } from '../api/get-history'

const ACTORS: Record<string, string> = { admin: t.byAdmin, patient: t.byPatient, professional: t.byProfessional }

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.emptyValue
  if (typeof value === 'boolean') return value ? ct.yes : ct.no
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)
}

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** The fields an entry changed, as 'Campo: antes → depois'. */
function changesOf(entry: AuditEntryDto): string[] {
  const before = recordOf(entry.before)
  const after = recordOf(entry.after)
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${t.fieldLabels[key] ?? key}: ${key in before ? `${shown(before[key])} → ` : ''}${shown(after[key])}`)
}

/** A record's history (audit log): who changed it, what, before and after, and when — newest first. */
export function AuditHistory(query: AuditQuery) {
  const history = useHistory(query)
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="historico">
      <Stack gap="md">
        <Title order={2} size="h4" id="historico">
          {t.title}
        </Title>
        {history.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={ct.loading} />
          </Center>
        ) : history.isError ? (
          <LoadError message={t.loadError} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="audit-history">
            {[...history.data]
              .sort((a, b) => b.created_at.localeCompare(a.created_at))
              .map((entry) => (
                <Timeline.Item key={entry.id} title={t.actions[entry.action] ?? t.otherAction}>
                  <Text size="xs" c="dimmed">
                    {`${formatDate(entry.created_at)} ${formatTime(entry.created_at)} · ${ACTORS[entry.actor_kind] ?? entry.actor_kind}`}
                  </Text>
                  {changesOf(entry).map((change) => (
                    <Text key={change} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {change}
                    </Text>
                  ))}
                </Timeline.Item>
              ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  )
}
