import { useState } from 'react'
import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { FUTURE_SESSIONS_CHOICES, type FutureSessionsChoice } from '@acolhe/shared/schemas/professional'
import { suspensionUiTexts as t } from '@acolhe/shared/texts/suspension'
import { adminCommonTexts as ct, adminProfessionalsTexts as at } from '@acolhe/shared/texts/ui-admin'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useFutureSessions } from '../api/get-future-sessions'
import { useSetAuthorization } from '../api/set-authorization'

const CHOICE_TEXTS: Record<FutureSessionsChoice, { label: string; description: string }> = {
  CANCEL: { label: t.cancelChoice, description: t.cancelChoiceDescription },
  KEEP: { label: t.keepChoice, description: t.keepChoiceDescription },
}

const isChoice = (value: string): value is FutureSessionsChoice => FUTURE_SESSIONS_CHOICES.some((choice) => choice === value)

/**
 * Withdrawing an authorization (decision 026): the dialog reads how many live consultations the
 * professional still has ahead and, when there are any, asks whether to cancel them (full refund) or keep
 * them; the server refuses a withdrawal without that choice.
 */
export function DeauthorizeModal({ professional, onClose }: { professional: AdminProfessionalDto | null; onClose: () => void }) {
  const ahead = useFutureSessions(professional?.id ?? null)
  const authorization = useSetAuthorization()
  const [choice, setChoice] = useState<FutureSessionsChoice | null>(null)
  const count = ahead.data ?? 0
  const name = professional ? `${professional.first_name} ${professional.last_name}` : ''

  const close = () => {
    setChoice(null)
    onClose()
  }
  const confirm = () => {
    if (!professional) return
    authorization.mutate(
      { id: professional.id, authorized: false, ...(count > 0 && choice ? { future_sessions: choice } : {}) },
      {
        onSuccess: (result) => {
          const cancelled = result.cancelled_sessions > 0 ? ` ${t.cancelledSessions(result.cancelled_sessions)}` : ''
          notifications.show({ color: 'green', message: `${at.authorizationSuccess}${cancelled}` })
          close()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, at.authorizationError) }),
      },
    )
  }

  return (
    <ResponsiveModal opened={professional !== null} onClose={close} title={t.title}>
      <Stack gap="md">
        <Text size="sm">{at.confirmDeauthorize(name)}</Text>
        {ahead.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t.loading}</Text>
          </Group>
        )}
        {ahead.isError && <Alert color="red">{t.loadError}</Alert>}
        {ahead.isSuccess && count === 0 && <Text size="sm">{t.noFutureSessions}</Text>}
        {ahead.isSuccess && count > 0 && (
          <>
            <Alert color="yellow" data-testid="future-sessions">
              {t.futureSessions(count)}
            </Alert>
            <Radio.Group label={t.choiceLabel} value={choice} onChange={(value) => setChoice(isChoice(value) ? value : null)} withAsterisk>
              <Stack gap="sm" mt="xs">
                {FUTURE_SESSIONS_CHOICES.map((value) => (
                  <Radio key={value} value={value} label={CHOICE_TEXTS[value].label} description={CHOICE_TEXTS[value].description} />
                ))}
              </Stack>
            </Radio.Group>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {ct.cancel}
          </Button>
          <Button color="red.8" loading={authorization.isPending} disabled={!ahead.isSuccess || (count > 0 && choice === null)} onClick={confirm}>
            {at.deauthorize}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
