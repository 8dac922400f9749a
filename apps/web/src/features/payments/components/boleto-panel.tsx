import { Stack, Text } from '@mantine/core'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { CopyField } from './copy-field'

export function BoletoPanel({ digitableLine }: { digitableLine: string }) {
  return (
    <Stack gap="sm">
      <Text size="sm">{t.localBoletoInstructions}</Text>
      <CopyField value={digitableLine} label={t.localBoletoCopy} />
    </Stack>
  )
}
