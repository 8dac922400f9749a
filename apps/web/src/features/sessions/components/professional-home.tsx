import { Stack, Title } from '@mantine/core'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { SessionsList } from './sessions-list'

/** /profissional/home: the professional's consultations with their patients' names; start and end. */
export function ProfessionalHome() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.professionalTitle}
      </Title>
      <SessionsList viewer="professional" emptyAction={null} />
    </Stack>
  )
}
