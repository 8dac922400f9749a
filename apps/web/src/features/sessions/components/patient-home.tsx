import type { ReactNode } from 'react'
import { Button, Group, Stack, Title } from '@mantine/core'
import { IconCalendarPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { SessionsList } from './sessions-list'
import { MySeries } from '../../series/components/my-series'

/** 'Agendar uma nova consulta' opens /consulta with the `d` parameter at step 1 (docs/product/screens-and-routes.md). */
const NEW_BOOKING = `/consulta?d=${encodeQueryParam({ s: 1 })}`

/** /home: the patient's consultations and the way to book a new one; `aside` (the waitlist) sits above the list. */
export function PatientHome({ firstName, aside }: { firstName: string | null; aside?: ReactNode }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {firstName ? t.greeting(firstName) : t.patientTitle}
        </Title>
        <Button component={Link} to={NEW_BOOKING} leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}>
          {t.newBooking}
        </Button>
      </Group>
      <MySeries viewer="patient" />
      {aside}
      <SessionsList viewer="patient" emptyAction={{ to: NEW_BOOKING }} />
    </Stack>
  )
}
