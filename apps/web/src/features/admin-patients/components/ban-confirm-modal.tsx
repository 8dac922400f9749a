import { useState } from 'react'
import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { adminCommonTexts as ct, adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useSetBan } from '../api/set-ban'
import { patientNameOf } from '../lib/patient-name'

/** REASON_MAX mirrors patientBanBodySchema (255). */
const REASON_MAX = 255

/** Confirm dialog to deactivate (with an optional reason) or reactivate a patient. */
export function BanConfirmModal({ patient, onClose }: { patient: AdminPatientDto | null; onClose: () => void }) {
  const setBan = useSetBan()
  const [reason, setReason] = useState('')
  const banning = patient !== null && !patient.banned
  const name = patient ? patientNameOf(patient) : ''

  const close = () => {
    setReason('')
    onClose()
  }
  const confirm = () => {
    if (!patient) return
    setBan.mutate(
      { id: patient.id, body: banning ? { ban: true, reason: reason.trim() || undefined } : { ban: false } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: banning ? t.banSuccess : t.reactivateSuccess })
          close()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
      },
    )
  }

  return (
    <ResponsiveModal opened={patient !== null} onClose={close} title={ct.confirmTitle}>
      <Stack gap="md">
        <Text size="sm">{banning ? t.confirmBan(name) : t.confirmReactivate(name)}</Text>
        {banning && (
          <Textarea
            label={t.banReason}
            description={t.banReasonHint}
            maxLength={REASON_MAX}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {ct.cancel}
          </Button>
          <Button color={banning ? 'red' : 'green'} loading={setBan.isPending} onClick={confirm}>
            {banning ? t.ban : t.reactivate}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
