import { useState } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconBellRinging } from '@tabler/icons-react'
import { uiWaitlistTexts as t } from '@acolhe/shared/texts/ui-waitlist'
import { dialogOnDemand } from '../../../components/dialog-on-demand'
import { useWaitlistOptions } from '../api/get-waitlist-options'

// Its Select (Combobox, Popover and floating-ui) and the modal are downloaded when it first opens (decision 061).
const WaitlistJoinDialog = dialogOnDemand(() => import('./waitlist-join-dialog').then((module) => module.WaitlistJoinDialog))

export type WaitlistJoinProps = {
  professionalId: string
  /** Whether a patient is logged in (a visitor is asked to log in and comes back here). */
  loggedIn: boolean
}

/**
 * 'Avise-me quando abrir' under the hours of step 2 (decision 041): shown only when the server says there
 * is something to wait for — any hour when the weeks are full, or weekly hours with no open date.
 */
export function WaitlistJoin({ professionalId, loggedIn }: WaitlistJoinProps) {
  const options = useWaitlistOptions(professionalId)
  const [opened, setOpened] = useState(false)

  const data = options.data
  if (!data || (!data.any_hour && data.hours.length === 0)) return null

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
      <WaitlistJoinDialog opened={opened} onClose={() => setOpened(false)} professionalId={professionalId} loggedIn={loggedIn} options={data} />
    </Paper>
  )
}
