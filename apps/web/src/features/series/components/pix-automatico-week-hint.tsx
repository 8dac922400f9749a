import { Group, Text } from '@mantine/core'
import { IconBuildingBank } from '@tabler/icons-react'
import { usePixAutomatico } from '../api/get-pix-automatico'
import { pixAutomaticoWeekHint } from '../lib/pix-automatico-week-hint'

/** On a series week's consultation card: how Pix Automático pays (or paid, or failed to pay) that week. */
export function PixAutomaticoWeekHint({ seriesId, sessionId, paid }: { seriesId: string; sessionId: string; paid: boolean }) {
  // One read per series, shared with the series card (the same query key).
  const state = usePixAutomatico(seriesId)
  const hint = state.data ? pixAutomaticoWeekHint(state.data, sessionId, paid) : null
  if (!hint) return null
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="pix-automatico-week-hint">
      <IconBuildingBank size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{hint}</Text>
    </Group>
  )
}
