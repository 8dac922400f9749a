import { Button, CopyButton, Stack, Text } from '@mantine/core'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'

/** A long code shown in full (wrapping on small screens) with a copy button below it. */
export function CopyField({ value, label, copiedLabel = t.localPixCopied }: { value: string; label: string; copiedLabel?: string }) {
  return (
    <Stack gap="xs">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} bg="gray.0" p="sm" data-testid="copy-field-value">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy} fullWidth>
            {copied ? copiedLabel : label}
          </Button>
        )}
      </CopyButton>
    </Stack>
  )
}
