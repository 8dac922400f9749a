import { useState } from 'react'
import { Button, Group, NumberInput, Paper, Select, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { QUESTIONNAIRE_SCHEDULES, type QuestionnaireSchedule } from '@acolhe/shared/api/questionnaires'
import { INSTRUMENTS, INSTRUMENT_CODES, type InstrumentCode } from '@acolhe/shared/instruments/catalogue'
import { EVERY_N_MAX, EVERY_N_MIN } from '@acolhe/shared/schemas/questionnaires'
import { QUESTIONNAIRE_SCHEDULE_LABELS, questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { errorMessage } from '../../../lib/api-client'
import { useAssignQuestionnaire } from '../api/assign-questionnaire'

const isInstrument = (value: string | null): value is InstrumentCode => INSTRUMENT_CODES.some((code) => code === value)
const isSchedule = (value: string | null): value is QuestionnaireSchedule => QUESTIONNAIRE_SCHEDULES.some((s) => s === value)

/** The professional schedules an instrument for this patient: once, before every consultation, or every N. */
export function AssignForm({ patientId }: { patientId: string }) {
  const [instrument, setInstrument] = useState<InstrumentCode>('PHQ9')
  const [schedule, setSchedule] = useState<QuestionnaireSchedule>('EVERY_SESSION')
  const [everyN, setEveryN] = useState<number>(2)
  const assign = useAssignQuestionnaire(patientId)

  const submit = () =>
    assign.mutate(
      { instrument, schedule, every_n: schedule === 'EVERY_N_SESSIONS' ? everyN : null },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t.assigned }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.actionError) }),
      },
    )

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="programar">
      <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
        <Title order={2} size="h4" id="programar">
          {t.assignTitle}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t.instrumentLabel}
            data={INSTRUMENTS.map((i) => ({ value: i.code, label: i.shortName }))}
            value={instrument}
            onChange={(value) => isInstrument(value) && setInstrument(value)}
            allowDeselect={false}
            w={160}
          />
          <Select
            label={t.scheduleLabel}
            data={QUESTIONNAIRE_SCHEDULES.map((s) => ({ value: s, label: QUESTIONNAIRE_SCHEDULE_LABELS[s] }))}
            value={schedule}
            onChange={(value) => isSchedule(value) && setSchedule(value)}
            allowDeselect={false}
            miw={240}
            style={{ flex: 1 }}
          />
          {schedule === 'EVERY_N_SESSIONS' && (
            <NumberInput label={t.everyNLabel} min={EVERY_N_MIN} max={EVERY_N_MAX} value={everyN} onChange={(value) => setEveryN(Number(value) || EVERY_N_MIN)} w={180} />
          )}
        </Group>
        <Button type="submit" w="fit-content" loading={assign.isPending}>
          {t.assignButton}
        </Button>
      </Stack>
    </Paper>
  )
}
