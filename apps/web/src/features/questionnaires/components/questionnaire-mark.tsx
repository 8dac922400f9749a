import { Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconClipboardCheck } from '@tabler/icons-react'
import { instrumentOf } from '@acolhe/shared/instruments/catalogue'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { useQuestionnaireMarks } from '../api/list-marks'

const ICON = { flexShrink: 0, marginTop: 2 }

/**
 * On a professional's consultation card: the score and band of each questionnaire answered for it, and the
 * safety mark when an answer was a risk answer (decision 095). One request serves every card of the agenda.
 */
export function QuestionnaireMark({ sessionId }: { sessionId: string }) {
  const marks = useQuestionnaireMarks(true)
  const mine = marks.data?.data.filter((m) => m.session_id === sessionId) ?? []
  if (mine.length === 0) return null
  return (
    <>
      {mine.some((m) => m.risk) && (
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="questionnaire-risk">
          <IconAlertTriangle size={16} aria-hidden="true" style={ICON} color="var(--mantine-color-red-8)" />
          <Text size="sm" fw={700} c="red.9">
            {t.cardRisk}
          </Text>
        </Group>
      )}
      {mine.map((m) =>
        m.score === null || m.band_label === null ? null : (
          <Group key={m.instrument} gap="xs" wrap="nowrap" align="flex-start" data-testid="questionnaire-mark">
            <IconClipboardCheck size={16} aria-hidden="true" style={ICON} />
            <Text size="sm">{t.cardScore(instrumentOf(m.instrument).shortName, m.score, m.band_label)}</Text>
          </Group>
        ),
      )}
    </>
  )
}
