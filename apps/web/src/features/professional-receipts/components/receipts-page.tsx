import { useState } from 'react'
import { Alert, Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconFileTypeCsv } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import type { TaxReceiptDto } from '@acolhe/shared/api/tax-receipts'
import { taxReceiptPageTexts as t, taxReceiptTexts as rt } from '@acolhe/shared/texts/tax-receipts'
import { uiCommonTexts as ct } from '@acolhe/shared/texts/ui-common'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { enumFromParams } from '../../../lib/list-query-params'
import { useExportTaxReceipts } from '../api/export-tax-receipts'
import { useTaxReceipts } from '../api/list-tax-receipts'
import { ReceiptCard } from './receipt-card'
import { ReceiptNumberModal } from './receipt-number-modal'

/** The page's filters: the two statuses a professional works with, or everything (not needed included). */
const FILTERS = ['PENDING', 'ISSUED', 'ALL'] as const
type Filter = (typeof FILTERS)[number]

/**
 * /profissional/recibos: the Receita Saúde receipts of the payments received (decision 035), pending
 * first by default; the filter lives in the address (`status`), so a reload keeps it.
 */
export function ReceiptsPage() {
  const [params, setParams] = useSearchParams()
  const filter: Filter = enumFromParams(params, 'status', FILTERS) ?? 'PENDING'
  const status = filter === 'ALL' ? undefined : filter
  const list = useTaxReceipts(status)
  const exportCsv = useExportTaxReceipts()
  const [editing, setEditing] = useState<TaxReceiptDto | null>(null)

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'PENDING') next.delete('status')
        else next.set('status', value)
        return next
      },
      { replace: true },
    )

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={t.title} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
        <Text c="dimmed" size="sm">
          {t.deadlineRule}
        </Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="receipts-filter-label">
            {t.filterLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="receipts-filter-label"
            value={filter}
            onChange={choose}
            data={FILTERS.map((value) => ({ value, label: t.filters[value] }))}
          />
        </Stack>
        <Button
          variant="light"
          leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(status, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.exportError) }) })}
        >
          {t.exportCsv}
        </Button>
      </Group>
      {list.data && list.data.overdue_count > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="receipts-overdue-summary">
          {rt.overdueSummary(list.data.overdue_count)}
        </Alert>
      )}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : list.isError ? (
        <LoadError message={t.loadError} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text ta="center" fw={700}>
            {t.empty[filter]}
          </Text>
        </Card>
      ) : (
        <Stack gap="md">
          {list.data.data.map((entry) => (
            <ReceiptCard key={entry.id} entry={entry} onRecordNumber={setEditing} />
          ))}
        </Stack>
      )}
      <ReceiptNumberModal entry={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
