import { useState } from 'react'
import { Alert, Button, Container, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@acolhe/shared/enums'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { useDecideLocalPayment } from '../api/decide-local-payment'
import { useLocalCheckout } from '../api/get-local-checkout'
import { BoletoPanel } from './boleto-panel'
import { CardPanel } from './card-panel'
import { PixPanel } from './pix-panel'

/**
 * The built-in (demo) checkout page: choose card, PIX or boleto, then approve or refuse. The decision
 * reaches the server as a signed webhook, so the rest of the product behaves as with a real provider.
 */
export function LocalCheckout({ paymentId }: { paymentId: string }) {
  const checkout = useLocalCheckout(paymentId)
  const decide = useDecideLocalPayment(paymentId)
  const [method, setMethod] = useState<PaymentMethod>('PIX')
  const narrow = useMediaQuery('(max-width: 480px)')

  if (checkout.isPending) {
    return (
      <Container component="main" size="xs" py="xl">
        <Group justify="center">
          <Loader />
        </Group>
      </Container>
    )
  }
  if (checkout.isError) {
    return (
      <Container component="main" size="xs" py="xl">
        <Alert color="red">{checkout.error.message || t.localLoadError}</Alert>
      </Container>
    )
  }

  const data = checkout.data
  const outcome = decide.data?.status ?? data.status
  const returnUrl = decide.data?.return_url ?? data.return_url
  const paid = outcome === 'DONE'

  return (
    <Container component="main" size="xs" py="xl" px="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {/* Filled and first on the page: nobody should mistake this page for a real payment. A dark orange
              keeps its white text at 5.2:1 (Mantine's orange gives 2.6:1, under WCAG AA's 4.5:1). */}
          <Alert color="#c2410c" variant="filled" title={t.localDemoBannerTitle} data-testid="local-checkout-demo-banner">
            {t.localDemoBanner}
          </Alert>
          <Title order={1} size="h3">
            {t.localTitle}
          </Title>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t.localAmount}
            </Text>
            <Text fz={32} fw={700} data-testid="local-checkout-amount">
              {formatBRL(data.amount_cents)}
            </Text>
            <Text size="sm">{data.description}</Text>
            {data.expires_at && !paid && (
              <Text size="xs" c="dimmed">
                {t.localExpiresAt(dateTimeFor(data.expires_at, data.time_zone))}
              </Text>
            )}
          </Stack>

          {paid ? (
            <Alert color="teal">{decide.data ? t.localApproved : t.localAlreadyPaid}</Alert>
          ) : (
            <>
              {outcome === 'FAILED' && <Alert color="red">{t.localRefused}</Alert>}
              <Stack gap="xs">
                <Text fw={600}>{t.localChooseMethod}</Text>
                <SegmentedControl
                  fullWidth
                  orientation={narrow ? 'vertical' : 'horizontal'}
                  value={method}
                  onChange={(value) => setMethod(value as PaymentMethod)}
                  data={data.methods.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
                />
                {data.methods_notice && (
                  <Text size="xs" c="dimmed" data-testid="local-checkout-methods-notice">
                    {data.methods_notice}
                  </Text>
                )}
              </Stack>
              {method === 'PIX' && <PixPanel payload={data.pix_payload} />}
              {method === 'BOLETO' && <BoletoPanel digitableLine={data.boleto_digitable_line} />}
              {(method === 'CREDIT_CARD' || method === 'DEBIT_CARD') && <CardPanel />}
              {decide.isError && <Alert color="red">{decide.error.message || t.localDecisionError}</Alert>}
              <Stack gap="xs">
                <Button color="teal.9" size="md" loading={decide.isPending} onClick={() => decide.mutate({ method, approved: true })}>
                  {t.localApprove}
                </Button>
                <Button color="red.9" variant="outline" disabled={decide.isPending} onClick={() => decide.mutate({ method, approved: false })}>
                  {t.localRefuse}
                </Button>
              </Stack>
            </>
          )}
          <Button component="a" href={returnUrl} variant="subtle">
            {t.localBackToBooking}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
