import { Group, Paper, Stack, Text } from '@mantine/core'
import { taxReceiptPageTexts as t } from '@acolhe/shared/texts/tax-receipts'
import { CopyButton } from '../../../components/copy-button'

/**
 * One field the Receita Saúde app asks for, shown as read and copied as the app takes it (`copyValue`);
 * a field the entry does not have shows 'Não informado' and nothing to copy.
 */
export function ReceiptField({ label, value, copyValue }: { label: string; value: string | null; copyValue?: string }) {
  return (
    <Paper withBorder radius="sm" px="sm" py={6} data-testid="receipt-field">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value ?? t.notInformed}
          </Text>
        </Stack>
        {value !== null && <CopyButton value={copyValue ?? value} label={t.copy} ariaLabel={t.copyField(label)} size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} />}
      </Group>
    </Paper>
  )
}
