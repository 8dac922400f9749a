import { Anchor, Button, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { SessionTab } from '@acolhe/shared/enums'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'

export type EmptySessionsProps = {
  tab: SessionTab
  /** The server's count of every consultation of the viewer (the 'Todas' tab). */
  total: number
  /** The booking wizard, for a patient; null for a professional. */
  bookingPath: string | null
  onSeeAll: () => void
}

/**
 * An empty tab. Someone with consultations in another tab is told this tab is empty and shown the way
 * to them; only someone with none at all is invited to book a first consultation.
 */
export function EmptySessions({ tab, total, bookingPath, onSeeAll }: EmptySessionsProps) {
  if (total > 0 && tab !== 'all') {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center" data-testid="sessions-empty">
        <Text fw={700}>{tab === 'today' ? t.emptyToday : t.emptyUpcoming}</Text>
        <Button variant="light" onClick={onSeeAll}>
          {t.emptySeeAll}
        </Button>
        {bookingPath && (
          <Anchor component={Link} to={bookingPath}>
            {t.newBooking}
          </Anchor>
        )}
      </Stack>
    )
  }
  return (
    <Stack align="center" gap={4} py="xl" ta="center" data-testid="sessions-empty">
      <Text fw={700}>{t.emptyTitle}</Text>
      {bookingPath ? (
        <Anchor component={Link} to={bookingPath}>
          {t.emptyCreate}
        </Anchor>
      ) : (
        <Text c="dimmed">{t.emptyBody}</Text>
      )}
    </Stack>
  )
}
