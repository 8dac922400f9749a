import { lazy, Suspense, useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconBuildingBank } from '@tabler/icons-react'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'
import { errorMessage } from '../../../lib/api-client'
import { usePixAutomatico } from '../api/get-pix-automatico'
import { useStopPixAutomatico } from '../api/stop-pix-automatico'
import { pixAutomaticoLine } from '../lib/pix-automatico-line'

// Loaded when opened: the dialog (Mantine's modal) stays out of the homes' first load (decision 057).
const PixAutomaticoStartModal = lazy(() => import('./pix-automatico-start-modal').then((module) => ({ default: module.PixAutomaticoStartModal })))

const TONE_COLOR = { active: 'teal.8', waiting: 'orange.8', off: 'dimmed' } as const

/**
 * A series card's Pix Automático: the state in one line, 'Parar' (with a confirmation saying what happens
 * next) and, for a patient the server offers it to, 'Ativar Pix Automático'. Nothing for a series that never
 * had it and cannot (a clinic without the Pix provider).
 */
export function PixAutomaticoStatus({ seriesId, zone, viewer }: { seriesId: string; zone: string; viewer: 'patient' | 'professional' | 'admin' }) {
  const state = usePixAutomatico(seriesId)
  const stop = useStopPixAutomatico()
  const [confirming, setConfirming] = useState(false)
  const [starting, setStarting] = useState(false)
  const s = state.data
  if (!s) return null
  const line = pixAutomaticoLine(s)
  const canStart = viewer === 'patient' && s.offer.available && s.actions.opt_in
  if (!line && !canStart) return null
  return (
    <Stack gap={6} data-testid="pix-automatico-status">
      {line && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBuildingBank size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={line.tone === 'active' ? 600 : 400} c={TONE_COLOR[line.tone]} data-testid="pix-automatico-line">
            {line.text}
          </Text>
        </Group>
      )}
      {s.actions.stop && !confirming && (
        <Group justify="flex-start">
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t.stop}
          </Button>
        </Group>
      )}
      {confirming && (
        <Alert color="red" variant="light" p="xs" data-testid="pix-automatico-stop-confirmation">
          <Stack gap="xs">
            <Text size="sm">{t.stopConfirm}</Text>
            {stop.isError && (
              <Text size="sm" c="red.8" role="alert">
                {errorMessage(stop.error, t.stopError)}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                {t.back}
              </Button>
              <Button
                size="compact-sm"
                color="red"
                loading={stop.isPending}
                onClick={() =>
                  stop.mutate(seriesId, {
                    onSuccess: () => {
                      setConfirming(false)
                      notifications.show({ color: 'green', message: t.stopDone })
                    },
                  })
                }
              >
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {canStart && (
        <Group justify="flex-start">
          <Button size="compact-sm" variant="light" onClick={() => setStarting(true)}>
            {t.start}
          </Button>
        </Group>
      )}
      {starting && (
        <Suspense fallback={null}>
          <PixAutomaticoStartModal seriesId={seriesId} zone={zone} onClose={() => setStarting(false)} />
        </Suspense>
      )}
    </Stack>
  )
}
