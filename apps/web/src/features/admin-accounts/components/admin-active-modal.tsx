import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AdminListItemDto } from '@acolhe/shared/api/admin'
import { adminCommonTexts as ct } from '@acolhe/shared/texts/ui-admin'
import { adminAccountsTexts as t } from '@acolhe/shared/texts/ui-admin-accounts'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useSetAdminActive } from '../api/set-admin-active'
import { adminNameOf } from '../lib/admin-name'

/** Confirms deactivating (sessions end at once) or reactivating an admin; refusals show the server's sentence. */
export function AdminActiveModal({ admin, onClose }: { admin: AdminListItemDto | null; onClose: () => void }) {
  const setActive = useSetAdminActive()
  const deactivating = admin?.active === true
  const name = admin ? adminNameOf(admin) : ''

  const confirm = () => {
    if (!admin) return
    setActive.mutate(
      { id: admin.id, active: !deactivating },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: deactivating ? t.deactivated : t.reactivated })
          onClose()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
      },
    )
  }

  return (
    <ResponsiveModal opened={admin !== null} onClose={onClose} title={ct.confirmTitle}>
      <Stack gap="md">
        <Text size="sm">{deactivating ? t.confirmDeactivate(name) : t.confirmReactivate(name)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {ct.cancel}
          </Button>
          <Button color={deactivating ? 'red' : 'green'} loading={setActive.isPending} onClick={confirm}>
            {deactivating ? t.deactivate : t.reactivate}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
