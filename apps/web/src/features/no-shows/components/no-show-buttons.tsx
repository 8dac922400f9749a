import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUserOff } from '@tabler/icons-react'
import type { SessionDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { noShowTexts as t } from '@acolhe/shared/texts/no-shows'
import { uiSessionsTexts } from '@acolhe/shared/texts/ui-sessions'
import { ResponsiveModalOnDemand } from '../../../components/dialog-on-demand'
import { errorMessage } from '../../../lib/api-client'
import { useMarkNoShow } from '../api/mark-no-show'

/**
 * 'Paciente não compareceu' / 'Profissional não compareceu', each shown only when the server's `actions`
 * offer it, with a confirmation that says what happens to the money (docs/decisions/038-no-shows.md).
 */
export function NoShowButtons({ session, size = 'sm' }: { session: SessionDto; size?: 'xs' | 'sm' }) {
  const [asking, setAsking] = useState<NoShowParty | null>(null)
  const mark = useMarkNoShow()
  const { mark_patient_no_show: patient, mark_professional_no_show: professional, no_show_refund_cents: refund } = session.actions
  if (!patient && !professional) return null

  const confirm = (absent: NoShowParty) =>
    mark.mutate(
      { id: session.id, absent },
      {
        onSuccess: () => {
          setAsking(null)
          notifications.show({ color: 'green', message: t.marked })
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, uiSessionsTexts.statusError) }),
      },
    )
  const icon = <IconUserOff size={16} aria-hidden="true" />

  return (
    <>
      {patient && (
        <Button size={size} variant="default" leftSection={icon} onClick={() => setAsking('PATIENT')}>
          {t.markPatient}
        </Button>
      )}
      {professional && (
        <Button size={size} variant="default" leftSection={icon} onClick={() => setAsking('PROFESSIONAL')}>
          {t.markProfessional}
        </Button>
      )}
      <ResponsiveModalOnDemand
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'PROFESSIONAL' ? t.confirmProfessionalTitle : t.confirmPatientTitle}
      >
        <Stack gap="md">
          <Text size="sm">{asking === 'PROFESSIONAL' ? t.confirmProfessionalBody(refund === null ? null : formatBRL(refund)) : t.confirmPatientBody}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t.back}
            </Button>
            <Button loading={mark.isPending} onClick={() => asking && confirm(asking)}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModalOnDemand>
    </>
  )
}
