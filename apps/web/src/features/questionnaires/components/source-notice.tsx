import { Text } from '@mantine/core'
import type { Instrument } from '@acolhe/shared/instruments/instrument'

/** The instrument's attribution and free-use notice, as its published form prints it, under the questions. */
export function SourceNotice({ instrument }: { instrument: Instrument }) {
  return (
    <Text size="xs" c="dimmed" data-testid="instrument-source">
      {`${instrument.shortName}: ${instrument.source.notice}`}
    </Text>
  )
}
