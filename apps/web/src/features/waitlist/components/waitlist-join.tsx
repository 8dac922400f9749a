import { useState } from 'react'
import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconBellRinging } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { WAITLIST_HOLD_MINUTES } from '@acolhe/shared/constants'
import type { WaitlistModality } from '@acolhe/shared/schemas/waitlist'
import { uiWaitlistTexts as t } from '@acolhe/shared/texts/ui-waitlist'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { isAuthError } from '../../../lib/is-auth-error'
import { useWaitlistOptions } from '../api/get-waitlist-options'
import { useJoinWaitlist } from '../api/join-waitlist'

export type WaitlistJoinProps = {
  professionalId: string
  /** Whether a patient is logged in (a visitor is asked to log in and comes back here). */
  loggedIn: boolean
}

const ANY = 'any'
const keyOf = (weekDay: number, hour: number) => `${weekDay}-${hour}`

/**
 * 'Avise-me quando abrir' under the hours of step 2 (decision 041): shown only when the server says there
 * is something to wait for — any hour when the weeks are full, or weekly hours with no open date.
 */
export function WaitlistJoin({ professionalId, loggedIn }: WaitlistJoinProps) {
  const options = useWaitlistOptions(professionalId)
  const join = useJoinWaitlist()
  const location = useLocation()
  const [opened, setOpened] = useState(false)
  const [when, setWhen] = useState<string | null>(null)
  const [modality, setModality] = useState<WaitlistModality | null>(null)

  const data = options.data
  if (!data || (!data.any_hour && data.hours.length === 0)) return null

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
          setOpened(false)
          notifications.show({ color: 'green', message: t.joined })
        },
      },
    )
  }

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" data-testid="waitlist-join">
      <Stack gap="sm">
        <Text size="sm">{data.any_hour ? t.fullPrompt : t.otherHourPrompt}</Text>
        <Group>
          <Button variant="light" leftSection={<IconBellRinging size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
            {t.joinButton}
          </Button>
        </Group>
      </Stack>
      <ResponsiveModal opened={opened} onClose={() => setOpened(false)} title={t.dialogTitle} size="md">
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
              <Button variant="default" onClick={() => setOpened(false)}>
                {t.cancel}
              </Button>
              <Button loading={join.isPending} onClick={submit}>
                {t.submit}
              </Button>
            </Group>
          </Stack>
        )}
      </ResponsiveModal>
    </Paper>
  )
}
