import { useEffect, useState } from 'react'
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { PAYMENT_STATUS_LABELS } from '@acolhe/shared/enums'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { paymentTexts as p } from '@acolhe/shared/texts/payments'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { LoadError } from '../../../components/load-error'
import { errorMessage } from '../../../lib/api-client'
import { sessionWhen } from '../../../lib/session-when'
import { onPaymentDecided } from '../../../lib/payment-decided'
import { useCheckoutUrl } from '../../../lib/session-api/get-checkout-url'
import { sessionQueryKey, useBookedSession } from '../api/get-session'
import { openCheckoutTab } from '../lib/open-checkout'
import { PriceLines } from './price-lines'
import { SeriesSummary } from '../../series/components/series-summary'
import { PixAutomaticoOffer } from '../../series/components/pix-automatico-offer'

export type PaymentStepProps = {
  sessionId: string
  /** The provider sent the payer back with checkout=failure. */
  returnedRefused: boolean
  onPaid: () => void
  onChooseAnotherHour: () => void
}

/**
 * Step 4 (docs/decisions/011-booking-wizard-and-session-cards.md): the price as the server computes it, 'Aguardando pagamento', 'Ir para o pagamento' opening the
 * checkout; the session is read again every few seconds, so the step moves on by itself once paid.
 */
export function PaymentStep({ sessionId, returnedRefused, onPaid, onChooseAnotherHour }: PaymentStepProps) {
  const queryClient = useQueryClient()
  const session = useBookedSession(sessionId)
  const checkout = useCheckoutUrl({ refreshSessions: false })
  // The payment status when the checkout was last opened: a refusal after it must show, an old one not.
  const [openedFrom, setOpenedFrom] = useState<string | null>(null)
  const opened = openedFrom !== null
  const [failure, setFailure] = useState<string | null>(null)
  const confirmed = session.data?.status === 'CONFIRMED'

  useEffect(() => {
    if (confirmed) onPaid()
  }, [confirmed, onPaid])

  // The checkout tab announces its decision: the session is read now, not at the next poll.
  useEffect(() => onPaymentDecided(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })), [queryClient, sessionId])

  if (session.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  if (session.isError) return <LoadError message={t.sessionLoadError} onRetry={() => void session.refetch()} />

  const s = session.data
  // Not payable any more (its hold lapsed, it was cancelled): the server's `actions.pay` says so.
  if (!s.actions.pay && !confirmed) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="orange" variant="light" role="alert">
          {t.sessionGone}
        </Alert>
        <Button onClick={onChooseAnotherHour}>{t.bookAgain}</Button>
      </Stack>
    )
  }

  const refused = s.payment === 'FAILED' ? openedFrom !== 'FAILED' : returnedRefused && !opened

  const pay = () => {
    setFailure(null)
    const tab = openCheckoutTab()
    checkout.mutate(sessionId, {
      onSuccess: (reply) => {
        if (reply.paid_with_balance) {
          tab.close()
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })
          return
        }
        if (!reply.url) {
          tab.close()
          setFailure(p.checkoutNoUrl)
          return
        }
        tab.go(reply.url)
        setOpenedFrom(s.payment)
      },
      onError: (error) => {
        tab.close()
        setFailure(errorMessage(error, p.checkoutFailure))
        // The refusal may mean the session was paid meanwhile: its fresh state moves the step on.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })
      },
    })
  }

  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={2} size="h4">
        {t.paymentTitle}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={700}>{`${s.professional.first_name} ${s.professional.last_name}`}</Text>
            <Text size="sm" c="dimmed">{sessionWhen(s.selected_date, s.time_zone)}</Text>
          </Stack>
          <Group gap="xs">
            <Text size="sm">{t.paymentStatus}</Text>
            <Badge color={refused ? 'red' : 'yellow'} variant="light" data-testid="payment-status">
              {refused ? PAYMENT_STATUS_LABELS.FAILED : t.awaitingPayment}
            </Badge>
          </Group>
          <PriceLines session={s} />
        </Stack>
      </Paper>
      {s.series_id && <SeriesSummary seriesId={s.series_id} />}
      {s.series_id && <PixAutomaticoOffer seriesId={s.series_id} zone={s.time_zone} />}
      {refused && (
        <Alert color="red" variant="light" role="alert">
          {t.paymentRefused}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="checkout-error">
          {failure}
        </Alert>
      )}
      {opened && !refused && (
        <Alert color="blue" variant="light" icon={<Loader size="xs" />}>
          {t.paymentOpened}
        </Alert>
      )}
      {s.checkout_expires_at && (
        <Text size="sm" c="dimmed">
          {t.checkoutExpiresAt(dateTimeFor(s.checkout_expires_at, s.time_zone))}
        </Text>
      )}
      <Button size="md" onClick={pay} loading={checkout.isPending}>
        {t.goToPayment}
      </Button>
    </Stack>
  )
}
