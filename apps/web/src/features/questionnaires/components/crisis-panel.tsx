import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { EmergencyNotice } from '../../../components/emergency-notice'
import { errorMessage } from '../../../lib/api-client'
import { useRequestContact } from '../api/request-contact'

/**
 * Shown at once after a risk answer (PHQ-9 item 9, decision 095): what to do now — SAMU 192, CVV 188, the
 * crisis notice every patient page carries, as tel: links — and the choice to ask the professional to talk
 * before the consultation. The score is never shown here.
 */
export function CrisisPanel({ responseId }: { responseId: string }) {
  const contact = useRequestContact()
  return (
    <Alert color="red" variant="light" role="alert" title={t.crisisTitle} icon={<IconAlertTriangle aria-hidden="true" />} data-testid="crisis-panel">
      <Stack gap="sm">
        <Text size="sm">{t.crisisBody}</Text>
        <EmergencyNotice />
        <Text size="sm">{t.crisisProfessional}</Text>
        {contact.isSuccess ? (
          <Text size="sm" fw={600} role="status">
            {t.talkRequested}
          </Text>
        ) : (
          <Button variant="light" color="red" onClick={() => contact.mutate(responseId)} loading={contact.isPending} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 36 }}>
            {t.talkToProfessional}
          </Button>
        )}
        {contact.isError && (
          <Text size="sm" c="red.8">
            {errorMessage(contact.error, t.actionError)}
          </Text>
        )}
      </Stack>
    </Alert>
  )
}
