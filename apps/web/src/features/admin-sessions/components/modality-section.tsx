import { useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { errorMessage } from '../../../lib/api-client'
import { useChangeModality } from '../api/change-modality'
import { ModalitySwitch } from '../../../components/modality-switch'

/** Online or in person (at the professional's clinic), for hybrid professionals' sessions still to come. */
export function ModalitySection({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const [online, setOnline] = useState(session.is_online)
  const change = useChangeModality()

  if (!session.actions.change_modality) return <Text c="dimmed">{t.modalityClosed}</Text>

  const submit = () =>
    change.mutate(
      { id: session.id, isOnline: online },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.modalitySuccess })
          onDone()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.modalityError) }),
      },
    )

  return (
    <Group justify="space-between" align="flex-end">
      <ModalitySwitch online={online} onChange={setOnline} />
      <Button variant="light" disabled={online === session.is_online} loading={change.isPending} onClick={submit}>
        {t.modalitySubmit}
      </Button>
    </Group>
  )
}
