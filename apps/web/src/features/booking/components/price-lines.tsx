import { Divider, Group, Stack, Text } from '@mantine/core'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import type { PriceBreakdown } from '../lib/price-breakdown'

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  )
}

/** Service value + R$ 5,00 operating cost, the balance used, and what is left to pay. */
export function PriceLines({ price }: { price: PriceBreakdown }) {
  return (
    <Stack gap={6} data-testid="price-lines">
      <Line label={t.serviceValue} value={formatBRL(price.serviceValueCents)} />
      <Line label={t.operatingCost} value={formatBRL(price.operatingCostCents)} />
      {price.balanceUsedCents > 0 && <Line label={t.balanceUsed} value={`- ${formatBRL(price.balanceUsedCents)}`} />}
      <Divider />
      <Line label={t.total} value={formatBRL(price.toPayCents)} strong />
    </Stack>
  )
}
