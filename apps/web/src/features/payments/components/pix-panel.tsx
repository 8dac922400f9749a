import { Center, Stack, Text } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { CopyField } from './copy-field'

export function PixPanel({ payload }: { payload: string }) {
  return (
    <Stack gap="sm">
      <Text size="sm">{t.localPixInstructions}</Text>
      <Center>
        <QRCodeSVG value={payload} size={200} marginSize={2} title="QR code PIX" role="img" aria-label="QR code PIX" />
      </Center>
      <CopyField value={payload} label={t.localPixCopy} />
    </Stack>
  )
}
