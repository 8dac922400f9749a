import { Alert, Center, Image, List, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import type { PixAutomaticoOptInDto } from '@acolhe/shared/api/pix-automatico'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'
import { CopyField } from '../../payments/components/copy-field'

/**
 * Journey 3's QR: one code that pays the first week now and authorizes the weekly debits. The patient sees
 * the cap and what the authorization means before scanning, as the issue asks (told before each debit,
 * cancellable in the bank app).
 */
export function PixAutomaticoQr({ reply, zone, active }: { reply: PixAutomaticoOptInDto; zone: string; active: boolean }) {
  const { qr } = reply
  return (
    <Paper withBorder radius="md" p="md" data-testid="pix-automatico-qr">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t.qrTitle}
        </Title>
        {active ? (
          <Alert color="teal" variant="light" role="status">
            {t.qrActive}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t.qrScan}</Text>
            <Center>
              <Image src={qr.image_data_url} alt={t.qrAlt} w={220} h={220} fit="contain" />
            </Center>
            <CopyField value={qr.pix_copia_e_cola} label={t.qrCopy} copiedLabel={t.qrCopied} />
          </>
        )}
        <Stack gap={2}>
          <Text size="sm" fw={600} data-testid="pix-automatico-pays-now">
            {t.qrPaysNow(formatBRL(qr.amount_cents))}
          </Text>
          <Text size="sm" fw={600} data-testid="pix-automatico-cap">
            {t.qrCap(formatBRL(reply.cap_cents))}
          </Text>
          {qr.expires_at && !active && (
            <Text size="xs" c="dimmed">
              {t.qrExpires(dateTimeFor(qr.expires_at, zone))}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t.qrMeaningTitle}
          </Text>
          <List size="sm" spacing={4}>
            {t.qrMeaning.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        {!active && (
          <Text size="sm" c="dimmed" role="status">
            <Loader size="xs" mr="xs" />
            {t.qrWaiting}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
