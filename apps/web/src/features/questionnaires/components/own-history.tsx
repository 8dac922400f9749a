import { lazy, Suspense } from 'react'
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { formatDate } from '@acolhe/shared/format/dates'
import { instrumentOf } from '@acolhe/shared/instruments/catalogue'
import { maxScore } from '@acolhe/shared/instruments/score'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { uiCommonTexts } from '@acolhe/shared/texts/ui-common'
import { useQuestionnaireHistory } from '../api/get-history'
import { SourceNotice } from './source-notice'
import { personName } from './when'

// The same drawing as the professional's page, loaded on demand: most patients have nothing shared.
const ScoreChart = lazy(() => import('./score-chart').then((m) => ({ default: m.ScoreChart })))

/**
 * 'Seu histórico' on /questionarios: the patient's own scores and bands of the instruments their
 * professional chose to share (decision 099). The server sends nothing else, so with nothing shared — or
 * while loading, or on a failed read — the section does not appear at all.
 */
export function OwnHistory() {
  const history = useQuestionnaireHistory()
  const entries = (history.data?.data ?? []).filter((entry) => entry.points.length > 0)
  if (entries.length === 0) return null
  return (
    <Stack gap="md" component="section" aria-labelledby="seu-historico" data-testid="own-history">
      <Title order={2} size="h3" id="seu-historico">
        {t.historyTitle}
      </Title>
      <Text c="dimmed">{t.historyIntro}</Text>
      <Alert color="teal" variant="light">
        {t.historyNotice}
      </Alert>
      {entries.map((entry) => {
        const instrument = instrumentOf(entry.instrument)
        return (
          <Stack key={`${entry.professional.id}:${entry.instrument}`} gap="sm" data-testid={`history-${entry.instrument}`}>
            <Title order={3} size="h5">
              {t.historyOf(instrument.shortName, personName(entry.professional))}
            </Title>
            <Suspense fallback={<Loader size="sm" aria-label={uiCommonTexts.loading} />}>
              <ScoreChart instrument={instrument} points={entry.points.map((p) => ({ date: p.session_date, score: p.score }))} sessions={entry.sessions} />
            </Suspense>
            {[...entry.points].reverse().map((p) => (
              <Paper key={p.session_date} withBorder radius="md" p="sm" component="article" data-testid="history-point">
                <Text fw={700}>{t.historyPoint(formatDate(p.session_date))}</Text>
                <Text>{`${instrument.shortName}: ${t.scoreLine(p.score, maxScore(instrument), p.band_label)}`}</Text>
              </Paper>
            ))}
            <SourceNotice instrument={instrument} />
          </Stack>
        )
      })}
    </Stack>
  )
}
