import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'
import { errorMessage } from '../../../lib/api-client'
import { usePixAutomatico } from '../api/get-pix-automatico'
import { useStartPixAutomatico } from '../api/start-pix-automatico'
import { PixAutomaticoQr } from './pix-automatico-qr'

/**
 * 'Pagar toda semana por Pix Automático' where a series' first unpaid week is paid (the wizard's payment
 * step, or the series card): nothing unless the server offers it; once accepted, the journey-3 QR, which
 * stays until the bank's confirmation turns the state ACTIVE.
 */
export function PixAutomaticoOffer({ seriesId, zone }: { seriesId: string; zone: string }) {
  const state = usePixAutomatico(seriesId)
  const start = useStartPixAutomatico()
  if (start.data) return <PixAutomaticoQr reply={start.data} zone={zone} active={state.data?.status === 'ACTIVE'} />
  const s = state.data
  // A server without Pix, an older one, or a refusal to read: the ordinary payment stays, silently.
  if (!s || !s.offer.available || !s.actions.opt_in) return null
  return (
    <Paper withBorder radius="md" p="md" data-testid="pix-automatico-offer">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.offerTitle}
        </Title>
        <Text size="sm">{t.offerHelp}</Text>
        {s.offer.cap_cents !== null && (
          <Text size="sm" fw={600}>
            {t.offerCap(formatBRL(s.offer.cap_cents))}
          </Text>
        )}
        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(start.error, t.offerError)}
          </Alert>
        )}
        {/* The label is the offer's own words; on a phone it wraps rather than being cut. */}
        <Button onClick={() => start.mutate(seriesId)} loading={start.isPending} h="auto" py={8} styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
          {t.offerButton}
        </Button>
      </Stack>
    </Paper>
  )
}
