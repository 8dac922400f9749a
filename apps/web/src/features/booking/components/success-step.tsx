import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { clinicAddressLine } from '../../../lib/clinic-address'
import { useBookedSession } from '../api/get-session'

/**
 * Step 5 (docs/product/screens-and-routes.md): ready for the consultation, on the home page, editable.
 * What the email carries follows the booked session: the video link for an online one, the confirmation
 * and the clinic's address for one in person (which has no link).
 */
export function SuccessStep({ sessionId }: { sessionId: string | undefined }) {
  const session = useBookedSession(sessionId).data
  const inPerson = session ? !session.is_online : false
  return (
    <Stack align="center" ta="center" gap="md" py="lg" maw={520} mx="auto">
      <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden="true">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2}>{t.successTitle}</Title>
      {session && (
        <Text data-testid="success-email">{inPerson ? t.successEmailInPerson : t.successEmail}</Text>
      )}
      {inPerson && session?.location && <Text data-testid="success-place">{t.successPlace(clinicAddressLine(session.location))}</Text>}
      <Text c="dimmed">{t.successHome}</Text>
      <Button component={Link} to="/home" size="md">
        {t.goHome}
      </Button>
    </Stack>
  )
}
