import { useState } from 'react'
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'
import { errorMessage } from '../../../lib/api-client'
import { useExportData } from '../api/export-data'
import { DeleteAccountModal } from './delete-account-modal'

/** 'Privacidade e dados (LGPD)': download everything held about the patient, or delete the account. */
export function PrivacyCard() {
  const exportData = useExportData()
  const [deleting, setDeleting] = useState(false)

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-lgpd">
      <Stack gap="sm">
        <Title order={2} size="h4" id="perfil-lgpd">
          {t.privacyBlock}
        </Title>
        <Text size="sm" c="dimmed">
          {t.privacyIntro}{' '}
          <Anchor component={Link} to="/politica-de-privacidade" inherit>
            {t.privacyPolicyLink}
          </Anchor>
          .
        </Text>
        <Group gap="sm" mt="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exportData.isPending}
            onClick={() =>
              exportData.mutate(undefined, {
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.exportError) }),
              })
            }
          >
            {t.exportData}
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setDeleting(true)}>
            {t.deleteAccount}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  )
}
