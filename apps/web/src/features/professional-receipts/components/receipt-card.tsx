import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconReceiptRefund } from '@tabler/icons-react'
import type { TaxReceiptDto } from '@acolhe/shared/api/tax-receipts'
import { formatDate } from '@acolhe/shared/format/dates'
import { formatCpf } from '@acolhe/shared/format/masks'
import { formatBRL } from '@acolhe/shared/format/money'
import { taxReceiptPageTexts as p, taxReceiptTexts as t } from '@acolhe/shared/texts/tax-receipts'
import { ReceiptField } from './receipt-field'

const STATUS_COLORS = { PENDING: 'orange', ISSUED: 'green', NOT_NEEDED: 'gray' } as const

const cpfOrNull = (cpf: string | null) => (cpf ? formatCpf(cpf) : null)

/** The amount as the app's value field takes it: '150,00', without the currency sign. */
const amountToPaste = (cents: number) => formatBRL(cents).replace(/^R\$\s*/, '')

/** One payment received: its status and warnings (as the server flags them), every field with a copy button, and the number. */
export function ReceiptCard({ entry, onRecordNumber }: { entry: TaxReceiptDto; onRecordNumber: (entry: TaxReceiptDto) => void }) {
  const title = p.entryTitle(entry.payer_name, entry.paid_on)
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title} data-testid="tax-receipt">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {entry.payer_name}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.description}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[entry.status]} variant="light" data-testid="tax-receipt-status">
            {entry.status_label}
          </Badge>
        </Group>
        {entry.refunded_after_issue && (
          <Alert color="red" variant="light" icon={<IconReceiptRefund size={18} aria-hidden="true" />} p="xs">
            {t.refundedAfterIssue}
          </Alert>
        )}
        {entry.overdue && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} p="xs" data-testid="tax-receipt-overdue">
            {t.overdue(entry.issue_by)}
          </Alert>
        )}
        {entry.status === 'PENDING' && !entry.overdue && (
          <Text size="xs" c="dimmed">
            {t.issueBy(entry.issue_by)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <ReceiptField label={p.fields.payer} value={entry.payer_name} />
          <ReceiptField label={p.fields.payerCpf} value={cpfOrNull(entry.payer_cpf)} />
          <ReceiptField label={p.fields.beneficiary} value={entry.beneficiary_name} />
          <ReceiptField label={p.fields.beneficiaryCpf} value={cpfOrNull(entry.beneficiary_cpf)} />
          <ReceiptField label={p.fields.amount} value={formatBRL(entry.amount_cents)} copyValue={amountToPaste(entry.amount_cents)} />
          <ReceiptField label={p.fields.paidOn} value={entry.paid_on} />
          <ReceiptField label={p.fields.professionalCpf} value={formatCpf(entry.professional_cpf)} />
          <ReceiptField label={p.fields.council} value={`${entry.council} ${entry.council_registration}`} copyValue={entry.council_registration} />
        </SimpleGrid>
        <ReceiptField label={p.fields.description} value={entry.description} />
        {(entry.receipt_number !== null || entry.can_record_number) && (
          <Group justify="space-between" align="center" gap="xs">
            {entry.receipt_number !== null ? (
              <Text size="sm" data-testid="tax-receipt-number">
                {p.fields.number}: <strong>{entry.receipt_number}</strong>
                {entry.issued_at && ` · ${p.issuedOn(formatDate(entry.issued_at))}`}
              </Text>
            ) : (
              <span />
            )}
            {entry.can_record_number && (
              <Button size="compact-md" variant={entry.status === 'PENDING' ? 'filled' : 'subtle'} onClick={() => onRecordNumber(entry)} aria-label={`${entry.status === 'PENDING' ? p.recordNumber : p.correctNumber}: ${title}`}>
                {entry.status === 'PENDING' ? p.recordNumber : p.correctNumber}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
