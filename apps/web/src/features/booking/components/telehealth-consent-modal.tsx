import { Alert, Button, Group, List, ScrollArea, Stack, Text } from '@mantine/core'
import { telehealthConsentDocuments, telehealthConsentTexts as t } from '@acolhe/shared/texts/telehealth-consent'
import { ResponsiveModal } from '../../../components/responsive-modal'

export type TelehealthConsentModalProps = {
  /** Open while the server asks for a version. */
  opened: boolean
  /** The version the server asked for (null once answered: the closing dialog shows its generic title). */
  version: string | null
  accepting: boolean
  onAccept: () => void
  onCancel: () => void
}

/**
 * The consent to online care (decision 034), opened only when the server refused an online booking for
 * want of it. Shows the text of exactly the version the server named; accepting records it and books.
 */
export function TelehealthConsentModal({ opened, version, accepting, onAccept, onCancel }: TelehealthConsentModalProps) {
  const document = version ? telehealthConsentDocuments[version] : undefined
  return (
    <ResponsiveModal opened={opened} onClose={onCancel} title={document?.title ?? t.required} size="lg">
      <Stack gap="md" data-testid="telehealth-consent-modal">
        {document ? (
          // The text scrolls on its own so that 'Li e aceito' and 'Cancelar' stay in sight on any screen.
          <ScrollArea.Autosize mah="min(55dvh, 440px)" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': document.title }}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t.versionLabel(version ?? '')}
              </Text>
              <Text size="sm">{document.intro}</Text>
              <List spacing="xs" size="sm">
                {document.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Text size="sm" fw={600}>
                {document.closing}
              </Text>
            </Stack>
          </ScrollArea.Autosize>
        ) : (
          <Alert color="orange" variant="light" role="alert">
            {t.unknownVersion}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          {document && (
            <Button onClick={onAccept} loading={accepting}>
              {t.accept}
            </Button>
          )}
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
