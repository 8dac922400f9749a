import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { NotFound } from '../../../components/not-found'
import { ApiError } from '../../../lib/api-client'
import { useClinicalRecord } from '../api/get-record'
import { CopyRequests } from './copy-requests'
import { NoteForm } from './note-form'
import { personName, when } from './when'

export type RecordPageProps = { patientId: string; backTo: string; preselectedSessionId?: string }

/** One patient's record: the form for a new note, the notes newest session first, and the copy requests. */
export function RecordPage({ patientId, backTo, preselectedSessionId }: RecordPageProps) {
  const record = useClinicalRecord(patientId)
  if (record.isPending) return <FullPageLoader />
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.code === 'NOT_FOUND') return <NotFound />
    return <LoadError message={t.loadError} onRetry={() => void record.refetch()} />
  }
  const { patient, sessions, notes, copy_requests: copyRequests } = record.data
  const name = personName(patient)
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={t.recordTitle(name)} />
      <Anchor component={Link} to={backTo} size="sm">
        {t.back}
      </Anchor>
      <Title order={1} size="h2">
        {t.recordTitle(name)}
      </Title>
      <Alert color="teal" variant="light">
        {t.privateNotice}
      </Alert>
      <NoteForm key={preselectedSessionId ?? 'new'} patientId={patientId} sessions={sessions} preselectedSessionId={preselectedSessionId} />
      <Stack gap="sm" component="section" aria-labelledby="anotacoes">
        <Title order={2} size="h4" id="anotacoes">
          {t.notesTitle}
        </Title>
        {notes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.notesEmpty}
          </Text>
        )}
        {notes.map((note) => (
          <Paper key={note.id} withBorder radius="md" p="md" component="article" aria-label={t.noteSessionLabel(when(note.session_date))} data-testid="clinical-note">
            <Stack gap={6}>
              <Text fw={700}>{t.noteSessionLabel(when(note.session_date))}</Text>
              <Text size="xs" c="dimmed">
                {t.noteWrittenAt(when(note.created_at))}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <CopyRequests requests={copyRequests} />
    </Stack>
  )
}
