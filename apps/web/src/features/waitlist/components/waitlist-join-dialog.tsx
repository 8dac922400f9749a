import { useState } from 'react'
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useLocation } from 'react-router'
import type { WaitlistOptionsDto } from '@acolhe/shared/api/waitlist'
import { WAITLIST_HOLD_MINUTES } from '@acolhe/shared/constants'
import type { WaitlistModality } from '@acolhe/shared/schemas/waitlist'
import { uiWaitlistTexts as t } from '@acolhe/shared/texts/ui-waitlist'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { isAuthError } from '../../../lib/is-auth-error'
import { useJoinWaitlist } from '../api/join-waitlist'

export type WaitlistJoinDialogProps = {
  opened: boolean
  onClose: () => void
  professionalId: string
  /** Whether a patient is logged in (a visitor is asked to log in and comes back here). */
  loggedIn: boolean
  /** What the server offers to wait for (never empty: the button that opens this is hidden then). */
  options: WaitlistOptionsDto
}

const ANY = 'any'
const keyOf = (weekDay: number, hour: number) => `${weekDay}-${hour}`

/**
 * The dialog of 'Avise-me quando abrir' (decision 041): which hour and modality to wait for, or a visitor's
 * way to log in. Its own file so that step 2 downloads it, with its Select, when it first opens.
 */
export function WaitlistJoinDialog({ opened, onClose, professionalId, loggedIn, options: data }: WaitlistJoinDialogProps) {
  const join = useJoinWaitlist()
  const location = useLocation()
  const [when, setWhen] = useState<string | null>(null)
  const [modality, setModality] = useState<WaitlistModality | null>(null)

  const choices = [
    ...(data.any_hour ? [{ value: ANY, label: t.anyHour }] : []),
    ...data.hours.map((h) => ({ value: keyOf(h.week_day, h.hour), label: t.weeklyHour(h.week_day, h.hour) })),
  ]
  const chosenWhen = when ?? choices[0]?.value ?? ANY
  const chosenModality = modality ?? data.modalities[0] ?? 'ANY'
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`)
  const needsLogin = !loggedIn || (join.isError && isAuthError(join.error))

  const submit = () => {
    const hour = data.hours.find((h) => keyOf(h.week_day, h.hour) === chosenWhen)
    join.mutate(
      { professional_id: professionalId, week_day: hour?.week_day ?? null, hour: hour?.hour ?? null, modality: chosenModality },
      {
        onSuccess: () => {
          onClose()
          notifications.show({ color: 'green', message: t.joined })
        },
      },
    )
  }

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t.dialogTitle} size="md">
      {needsLogin ? (
        <Stack gap="md">
          <Text>{t.loginNeeded}</Text>
          <Group justify="flex-end">
            <Button component={Link} to={`/cadastro`} variant="default">
              {t.signUpAction}
            </Button>
            <Button component={Link} to={`/login?voltar=${returnTo}`}>
              {t.loginAction}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t.dialogIntro(WAITLIST_HOLD_MINUTES / 60)}</Text>
          <Select label={t.whenLabel} data={choices} value={chosenWhen} onChange={(value) => value && setWhen(value)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          {data.modalities.length > 1 && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="waitlist-modality-label">
                {t.modalityLabel}
              </Text>
              <SegmentedControl
                aria-labelledby="waitlist-modality-label"
                value={chosenModality}
                onChange={(value) => setModality(data.modalities.find((m) => m === value) ?? 'ANY')}
                data={data.modalities.map((m) => ({ value: m, label: t.modalities[m] }))}
              />
            </Stack>
          )}
          {join.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(join.error, t.joinError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button loading={join.isPending} onClick={submit}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      )}
    </ResponsiveModal>
  )
}
