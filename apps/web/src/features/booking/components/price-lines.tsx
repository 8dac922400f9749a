import { Divider, Group, Stack, Text } from '@mantine/core'
import type { SessionDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  )
}

/**
 * Service value + operating cost, the balance used and what is left to pay — every figure from the
 * server's answer (`payment_due` is its own reservation rule), none computed here.
 */
export function PriceLines({ session }: { session: Pick<SessionDto, 'service_value_cents' | 'operating_cost_cents' | 'price_cents' | 'payment_due'> }) {
  const due = session.payment_due
  return (
    <Stack gap={6} data-testid="price-lines">
      <Line label={t.serviceValue} value={formatBRL(session.service_value_cents)} />
      <Line label={t.operatingCost} value={formatBRL(session.operating_cost_cents)} />
      {due && due.balance_used_cents > 0 && <Line label={t.balanceUsed} value={`- ${formatBRL(due.balance_used_cents)}`} />}
      <Divider />
      <Line label={t.total} value={formatBRL(due ? due.amount_due_cents : session.price_cents)} strong />
    </Stack>
  )
}
