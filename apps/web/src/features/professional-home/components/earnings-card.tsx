import { Alert, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import { formatBRL } from '@acolhe/shared/format/money'
import { earningsTexts as t } from '@acolhe/shared/texts/professional-agenda'
import { useEarnings } from '../api/get-earnings'

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const

/** 'nov/2026' of '2026-11'. */
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''}/${month.slice(0, 4)}`

/** Earnings per month as the server sums them (decision 027); months without paid consultations are left out. */
export function EarningsCard() {
  const earnings = useEarnings()
  const months = (earnings.data?.months ?? []).filter((month) => month.paid_consultations > 0)
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="earnings-title" maw={960}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="earnings-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        {earnings.isError && <Alert color="red">{t.loadError}</Alert>}
        {earnings.isSuccess && months.length === 0 && <Text size="sm">{t.empty}</Text>}
        {months.length > 0 && (
          <ScrollArea type="auto">
            <Table miw={520} striped data-testid="earnings-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.month}</Table.Th>
                  <Table.Th ta="right">{t.consultations}</Table.Th>
                  <Table.Th ta="right">{t.gross}</Table.Th>
                  <Table.Th ta="right">{t.costs}</Table.Th>
                  <Table.Th ta="right">{t.net}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((month) => (
                  <Table.Tr key={month.month}>
                    <Table.Td>{monthLabel(month.month)}</Table.Td>
                    <Table.Td ta="right">{month.paid_consultations}</Table.Td>
                    <Table.Td ta="right">{formatBRL(month.gross_cents)}</Table.Td>
                    <Table.Td ta="right">{formatBRL(month.operating_costs_cents)}</Table.Td>
                    <Table.Td ta="right">{formatBRL(month.service_value_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  )
}
