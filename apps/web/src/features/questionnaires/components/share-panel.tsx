import { Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { INSTRUMENT_CODES, instrumentOf, type InstrumentCode } from '@acolhe/shared/instruments/catalogue'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { errorMessage } from '../../../lib/api-client'
import { useSetSharing } from '../api/set-sharing'

/**
 * The professional's choice, per instrument, to show the patient their own history — scores, bands and
 * the chart, never the answers (decision 099). Off unless turned on; the server enforces it.
 */
export function SharePanel({ patientId, shared }: { patientId: string; shared: readonly InstrumentCode[] }) {
  const setSharing = useSetSharing(patientId)
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="compartilhar">
      <Stack gap="sm">
        <Title order={2} size="h4" id="compartilhar">
          {t.shareTitle}
        </Title>
        <Text size="sm">{t.shareIntro}</Text>
        {INSTRUMENT_CODES.map((code) => {
          const instrument = instrumentOf(code)
          const on = shared.includes(code)
          return (
            <Switch
              key={code}
              label={t.shareLabel(instrument.shortName)}
              checked={on}
              disabled={setSharing.isPending}
              data-testid={`share-${code}`}
              onChange={(event) => {
                const next = event.currentTarget.checked
                setSharing.mutate(
                  { instrument: code, shared: next },
                  {
                    onSuccess: () => notifications.show({ color: 'green', message: next ? t.sharedOn(instrument.shortName) : t.sharedOff(instrument.shortName) }),
                    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.actionError) }),
                  },
                )
              }}
            />
          )
        })}
      </Stack>
    </Paper>
  )
}
