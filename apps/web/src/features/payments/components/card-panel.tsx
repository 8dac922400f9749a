import { Group, Stack, TextInput } from '@mantine/core'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'

/** Demo card fields: nothing typed here leaves the browser (the buttons below decide the outcome). */
export function CardPanel() {
  return (
    <Stack gap="sm">
      <TextInput label={t.localCardNumber} placeholder="0000 0000 0000 0000" inputMode="numeric" autoComplete="off" />
      <TextInput label={t.localCardName} autoComplete="off" />
      <Group grow>
        <TextInput label={t.localCardExpiry} placeholder="MM/AA" inputMode="numeric" autoComplete="off" />
        <TextInput label={t.localCardCvv} placeholder="000" inputMode="numeric" autoComplete="off" />
      </Group>
    </Stack>
  )
}
