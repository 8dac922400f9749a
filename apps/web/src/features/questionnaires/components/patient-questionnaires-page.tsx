import { lazy, Suspense, useState } from 'react'
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from 'react-router'
import type { QuestionnaireResultDto } from '@acolhe/shared/api/questionnaires'
import { INSTRUMENTS, instrumentOf } from '@acolhe/shared/instruments/catalogue'
import { maxScore } from '@acolhe/shared/instruments/score'
import { formatDate } from '@acolhe/shared/format/dates'
import { QUESTIONNAIRE_SCHEDULE_LABELS, questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { uiCommonTexts } from '@acolhe/shared/texts/ui-common'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { NotFound } from '../../../components/not-found'
import { PageTitle } from '../../../components/page-title'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { usePatientQuestionnaires } from '../api/get-patient-questionnaires'
import { useStopQuestionnaire } from '../api/stop-questionnaire'
import { AssignForm } from './assign-form'
import { SharePanel } from './share-panel'
import { SourceNotice } from './source-notice'
import { personName, when } from './when'

// The chart is the page's only drawing: it loads on demand, after the list it sits beside.
const ScoreChart = lazy(() => import('./score-chart').then((m) => ({ default: m.ScoreChart })))

function ResultRow({ result }: { result: QuestionnaireResultDto }) {
  const [open, setOpen] = useState(false)
  const instrument = instrumentOf(result.instrument)
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={t.sessionOf(when(result.session_date))} data-testid="questionnaire-result">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t.sessionOf(when(result.session_date))}</Text>
          {result.risk && (
            <Badge color="red" variant="light" maw="none">
              {t.riskBadge}
            </Badge>
          )}
        </Group>
        {result.state === 'ANSWERED' && result.score !== null && result.band_label ? (
          <Text data-testid="questionnaire-score">{`${instrument.shortName}: ${t.scoreLine(result.score, maxScore(instrument), result.band_label)}`}</Text>
        ) : result.state === 'ANSWERED' ? (
          <Text c="red.8">{t.unreadable}</Text>
        ) : (
          <Text c="dimmed">{`${instrument.shortName}: ${result.state === 'OPEN' ? t.stateOpen : t.stateExpired}`}</Text>
        )}
        {result.answered_at && (
          <Text size="xs" c="dimmed">
            {t.answeredAt(when(result.answered_at))}
          </Text>
        )}
        {result.answers && (
          <>
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
              {open ? t.hideAnswers : t.showAnswers}
            </Button>
            {open && (
              <Stack gap={4} component="ol" pl="md" m={0}>
                {instrument.items.map((item, index) => (
                  <Text key={item.number} component="li" size="sm">
                    {`${item.text} — `}
                    <Text span fw={700} size="sm">
                      {instrument.options.find((o) => o.value === result.answers?.[index])?.label ?? ''}
                    </Text>
                  </Text>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
}

/**
 * /profissional/questionarios/:patientId — one patient's questionnaires: schedule one, see every asked one
 * (answered with score and band, open, or closed unanswered), and each instrument's scores over time beside
 * the consultations. Screening instruments, never a diagnosis: the page says so first.
 */
export function PatientQuestionnairesPage({ patientId }: { patientId: string }) {
  const data = usePatientQuestionnaires(patientId)
  const stop = useStopQuestionnaire()
  if (data.isPending) return <FullPageLoader />
  if (data.isError) {
    if (data.error instanceof ApiError && data.error.code === 'NOT_FOUND') return <NotFound />
    return <LoadError onRetry={() => void data.refetch()} />
  }
  const { patient, assignments, results, sessions, shared } = data.data
  const name = personName(patient)
  const used = INSTRUMENTS.filter((i) => results.some((r) => r.instrument === i.code) || assignments.some((a) => a.instrument === i.code))

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={t.pageTitle(name)} />
      <Anchor component={Link} to="/profissional/home" size="sm">
        {t.back}
      </Anchor>
      <Title order={1} size="h2">
        {t.pageTitle(name)}
      </Title>
      <Alert color="teal" variant="light">
        {t.screeningNotice}
      </Alert>
      <AssignForm patientId={patientId} />

      <Stack gap="sm" component="section" aria-labelledby="programados">
        <Title order={2} size="h4" id="programados">
          {t.assignmentsTitle}
        </Title>
        {assignments.length === 0 && <Text c="dimmed">{t.noAssignments}</Text>}
        {assignments.map((a) => {
          const shortName = instrumentOf(a.instrument).shortName
          return (
            <Paper key={a.id} withBorder radius="md" p="sm" data-testid="questionnaire-assignment">
              <Group justify="space-between" gap="xs">
                <Stack gap={0}>
                  <Text fw={700}>{shortName}</Text>
                  <Text size="sm">{a.schedule === 'EVERY_N_SESSIONS' && a.every_n ? t.scheduleEveryN(a.every_n) : QUESTIONNAIRE_SCHEDULE_LABELS[a.schedule]}</Text>
                  <Text size="xs" c="dimmed">
                    {a.stopped_at ? t.stoppedOn(formatDate(a.stopped_at)) : t.since(formatDate(a.created_at))}
                  </Text>
                </Stack>
                {!a.stopped_at && (
                  <Button
                    variant="light"
                    color="gray"
                    size="xs"
                    aria-label={t.stopLabel(shortName)}
                    loading={stop.isPending && stop.variables === a.id}
                    onClick={() =>
                      stop.mutate(a.id, {
                        onSuccess: () => notifications.show({ color: 'green', message: t.stopped }),
                        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.actionError) }),
                      })
                    }
                  >
                    {t.stop}
                  </Button>
                )}
              </Group>
            </Paper>
          )
        })}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="respostas">
        <Title order={2} size="h4" id="respostas">
          {t.resultsTitle}
        </Title>
        {results.length === 0 && <Text c="dimmed">{t.noResults}</Text>}
        {used.map((instrument) => {
          const mine = results.filter((r) => r.instrument === instrument.code)
          if (mine.length === 0) return null
          const points = mine.flatMap((r) => (r.score === null ? [] : [{ date: r.session_date, score: r.score }]))
          return (
            <Stack key={instrument.code} gap="sm" data-testid={`questionnaire-${instrument.code}`}>
              <Title order={3} size="h5">
                {t.chartTitle(instrument.shortName)}
              </Title>
              {points.length > 0 && (
                <Suspense fallback={<Loader size="sm" aria-label={uiCommonTexts.loading} />}>
                  <ScoreChart instrument={instrument} points={points} sessions={sessions.map((s) => s.selected_date)} />
                </Suspense>
              )}
              {[...mine].reverse().map((r) => (
                <ResultRow key={`${r.assignment_id}:${r.session_id}`} result={r} />
              ))}
              <SourceNotice instrument={instrument} />
            </Stack>
          )
        })}
      </Stack>

      <SharePanel patientId={patientId} shared={shared} />
    </Stack>
  )
}
