import { Stack, Text, Title } from '@mantine/core'
import { suspendedAgendaTexts as t } from '@acolhe/shared/texts/suspension'
import { useCurrentProfessional } from '../../../features/professional-auth/api/get-me'
import { AuthorizationPending } from '../../../features/professional-auth/components/authorization-pending'
import { SessionsList } from '../../../features/sessions/components/sessions-list'

/**
 * /profissional/autorizacao. A suspended professional also sees their consultations below: the ones an
 * admin kept are theirs to run until done (decision 026); the server lets them read, start, end and
 * cancel them, and nothing else.
 */
export function Component() {
  const professional = useCurrentProfessional()
  return (
    <Stack gap="xl">
      <AuthorizationPending />
      {professional.data?.suspended && (
        <Stack gap="md" maw={960} w="100%" mx="auto">
          <Title order={2} size="h3">
            {t.title}
          </Title>
          <Text c="dimmed">{t.body}</Text>
          <SessionsList viewer="professional" emptyAction={null} />
        </Stack>
      )}
    </Stack>
  )
}
