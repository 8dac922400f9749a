import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { pixTexts as t } from '@acolhe/shared/texts/pix'
import { usePixCheckout } from '../api/get-pix-checkout'
import { CopyField } from './copy-field'

/**
 * Our page for a charge made through the API Pix (PAYMENT_PROVIDER=pix): the PSP's BR Code as a QR code
 * and as "copia e cola"; it updates itself when the payment is confirmed by the PSP's webhook.
 */
export function PixCheckout({ paymentId }: { paymentId: string }) {
  const checkout = usePixCheckout(paymentId)

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
        <Alert color="red">{checkout.error.message || t.chargeUnavailable}</Alert>
      </Container>
    )
  }

  const data = checkout.data
  const code = data.pix_copia_e_cola
  return (
    <Container component="main" size="xs" py="xl" px="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t.pageTitle}
          </Title>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t.amount}
            </Text>
            <Text fz={32} fw={700} data-testid="pix-checkout-amount">
              {formatBRL(data.amount_cents)}
            </Text>
            <Text size="sm">{data.description}</Text>
            {data.expires_at && data.status === 'WAITING' && (
              <Text size="xs" c="dimmed">
                {t.expiresAt(dateTimeFor(data.expires_at, data.time_zone))}
              </Text>
            )}
          </Stack>
          {data.status === 'DONE' && <Alert color="teal">{t.paid}</Alert>}
          {data.status !== 'DONE' && !code && <Alert color="gray">{t.closed}</Alert>}
          {data.status === 'WAITING' && code && (
            <Stack gap="sm">
              <Text size="sm">{t.scan}</Text>
              <Center>
                <QRCodeSVG value={code} size={220} marginSize={2} title="QR code Pix" role="img" aria-label="QR code Pix" />
              </Center>
              <Text size="sm">{t.orCopy}</Text>
              <CopyField value={code} label={t.copy} copiedLabel={t.copied} />
              <Group gap="xs" wrap="nowrap">
                <Loader size="xs" />
                <Text size="sm" c="dimmed" data-testid="pix-checkout-waiting">
                  {t.waiting}
                </Text>
              </Group>
            </Stack>
          )}
          <Button component="a" href={data.return_url} variant={data.status === 'DONE' ? 'filled' : 'subtle'}>
            {t.backToBooking}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
