import { useState } from 'react'
import { Button, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import type { Instrument } from '@acolhe/shared/instruments/instrument'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { errorMessage } from '../../../lib/api-client'
import { useAnswerQuestionnaire } from '../api/answer-questionnaire'
import { SourceNotice } from './source-notice'

export type AnswerOutcome = { responseId: string; risk: boolean }

type Props = { instrument: Instrument; assignmentId: string; sessionId: string; onAnswered: (outcome: AnswerOutcome) => void }

/**
 * One questionnaire on a phone: the published instruction, then every item with its four options as
 * radio buttons (large targets, one column), sent once all are answered.
 */
export function AnswerForm({ instrument, assignmentId, sessionId, onAnswered }: Props) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => instrument.items.map(() => null))
  const [tried, setTried] = useState(false)
  const answer = useAnswerQuestionnaire()
  const complete = answers.every((a) => a !== null)

  const submit = () => {
    setTried(true)
    if (!complete) return
    answer.mutate(
      { assignment_id: assignmentId, session_id: sessionId, answers: answers.map((a) => a ?? 0) },
      { onSuccess: (outcome) => onAnswered({ responseId: outcome.response_id, risk: outcome.risk }) },
    )
  }

  return (
    <Stack gap="md" component="form" aria-label={instrument.shortName} onSubmit={(event) => (event.preventDefault(), submit())}>
      <Title order={2} size="h4">
        {instrument.shortName}
      </Title>
      <Text fw={600}>{instrument.instructions}</Text>
      {instrument.items.map((item, index) => (
        <Paper key={item.number} withBorder radius="md" p="sm">
          <Radio.Group
            label={`${item.number}. ${item.text}`}
            description={t.itemLabel(item.number, instrument.items.length)}
            value={answers[index] === null ? null : String(answers[index])}
            onChange={(value) => setAnswers((current) => current.map((a, i) => (i === index ? Number(value) : a)))}
            error={tried && answers[index] === null ? t.answerAll : undefined}
            styles={{ label: { fontWeight: 600, marginBottom: 4 } }}
          >
            <Stack gap={10} mt="xs">
              {instrument.options.map((option) => (
                <Radio key={option.value} value={String(option.value)} label={option.label} size="md" />
              ))}
            </Stack>
          </Radio.Group>
        </Paper>
      ))}
      {answer.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(answer.error, t.answerError)}
        </Text>
      )}
      <Button type="submit" size="md" loading={answer.isPending}>
        {t.submit}
      </Button>
      <SourceNotice instrument={instrument} />
    </Stack>
  )
}
