import { useState } from 'react'
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { instrumentOf } from '@acolhe/shared/instruments/catalogue'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { useOpenQuestionnaires } from '../api/list-open'
import { questionnairesQueryKeys } from '../api/questionnaires-query-keys'
import { AnswerForm, type AnswerOutcome } from './answer-form'
import { CrisisPanel } from './crisis-panel'
import { OwnHistory } from './own-history'
import { personName } from './when'

type Chosen = { assignmentId: string; sessionId: string }

/**
 * /questionarios: the questionnaires the patient's professionals asked for before a consultation, open
 * until it starts. After an answer the page shows the outcome — the crisis notice at once after a risk
 * answer — and refreshes the list only when the patient moves on. Below the list, the patient's own
 * history of what their professional shared (decision 099).
 */
export function OpenQuestionnairesPage() {
  const open = useOpenQuestionnaires()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [outcome, setOutcome] = useState<AnswerOutcome | null>(null)

  if (open.isPending) return <FullPageLoader />
  if (open.isError) return <LoadError onRetry={() => void open.refetch()} />
  const list = open.data.data
  const current = chosen ? list.find((q) => q.assignment_id === chosen.assignmentId && q.session_id === chosen.sessionId) : undefined
  const moveOn = () => {
    setOutcome(null)
    setChosen(null)
    void queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.open })
    void queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.history })
  }

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t.patientTitle}
      </Title>
      <Alert color="teal" variant="light">
        {t.screeningNotice}
      </Alert>
      {outcome ? (
        <Stack gap="md">
          {outcome.risk && <CrisisPanel responseId={outcome.responseId} />}
          <Text fw={600} role="status">
            {t.thanks}
          </Text>
          <Button variant="light" onClick={moveOn} w="fit-content">
            {t.patientTitle}
          </Button>
        </Stack>
      ) : current ? (
        <AnswerForm instrument={instrumentOf(current.instrument)} assignmentId={current.assignment_id} sessionId={current.session_id} onAnswered={setOutcome} />
      ) : (
        <Stack gap="sm">
          <Text c="dimmed">{list.length > 0 ? t.patientIntro : t.noneOpen}</Text>
          {list.map((q) => {
            const instrument = instrumentOf(q.instrument)
            return (
              <Paper key={`${q.assignment_id}:${q.session_id}`} withBorder radius="md" p="md" component="article" aria-label={instrument.shortName} data-testid="open-questionnaire">
                <Stack gap="xs">
                  <Text fw={700}>{instrument.shortName}</Text>
                  <Text size="sm">{t.forSession(personName(q.professional), dateTimeFor(q.session_date, open.data.time_zone))}</Text>
                  <Text size="xs" c="dimmed">
                    {t.closesAt}
                  </Text>
                  <Button w="fit-content" onClick={() => setChosen({ assignmentId: q.assignment_id, sessionId: q.session_id })}>
                    {t.start}
                  </Button>
                </Stack>
              </Paper>
            )
          })}
          <OwnHistory />
        </Stack>
      )}
    </Stack>
  )
}
