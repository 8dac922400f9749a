import { Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { formatDate } from '@acolhe/shared/format/dates'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'
import { useBalance } from '../api/get-balance'

/** The platform balance (a ledger of credits and debits, docs/product/money-and-balance.md) and its entries. */
export function BalanceCard() {
  const balance = useBalance()

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-saldo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="perfil-saldo">
          {t.balanceBlock}
        </Title>
        {balance.isPending && <Skeleton h={36} w={160} />}
        {balance.isError && (
          <Text c="red" size="sm" role="alert">
            {t.balanceLoadError}
          </Text>
        )}
        {balance.data && (
          <>
            <Text fz={32} fw={700} lh={1.1} data-testid="balance-total">
              {formatBRL(balance.data.balance_cents)}
            </Text>
            <Text size="xs" c="dimmed">
              {t.balanceHint}
            </Text>
            <Text fw={600} size="sm" mt="xs">
              {t.balanceEntries}
            </Text>
            {balance.data.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.balanceEmpty}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={240}>
                <Table verticalSpacing={6} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.balanceDate}</Table.Th>
                      <Table.Th>{t.balanceReason}</Table.Th>
                      <Table.Th ta="right">{t.balanceAmount}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {balance.data.entries.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>{formatDate(entry.created_at)}</Table.Td>
                        <Table.Td>{entry.reason_label}</Table.Td>
                        <Table.Td ta="right">
                          <Group justify="flex-end">
                            <Text span inherit c={entry.amount_cents < 0 ? 'red.8' : 'teal.8'} fw={600}>
                              {entry.amount_cents > 0 ? '+' : ''}
                              {formatBRL(entry.amount_cents)}
                            </Text>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
}
