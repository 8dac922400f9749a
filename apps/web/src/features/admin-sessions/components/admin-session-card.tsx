import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconCash, IconClock, IconMapPin, IconPencil, IconRepeat, IconVideo } from '@tabler/icons-react'
import type { SessionDto } from '@acolhe/shared/api/session'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { PAYMENT_STATUS_LABELS, SESSION_STATUS_LABELS, SESSION_TYPE_LABELS, type PaymentStatus, type SessionStatus } from '@acolhe/shared/enums'
import { formatRelative, formatTime, formatTimeRange, formatWeekDayAndDate } from '@acolhe/shared/format/dates'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { ReturnBookedBadge } from '../../../components/return-booked-badge'
import { clinicAddressLine } from '../../../lib/clinic-address'
import { NoShowButtons } from '../../no-shows/components/no-show-buttons'
import { NoShowOutcome } from '../../no-shows/components/no-show-outcome'
import { SeriesBadge } from '../../series/components/series-badge'
import { personName } from '../lib/person-name'

const STATUS_COLORS: Record<SessionStatus, string> = {
  WAITING_CONFIRMATION: 'yellow',
  CREATED: 'yellow',
  CONFIRMED: 'green',
  STARTED: 'blue',
  FINISHED: 'gray',
  CANCELLED: 'red',
  PATIENT_NO_SHOW: 'orange',
  PROFESSIONAL_NO_SHOW: 'orange',
}

const PAYMENT_COLORS: Record<PaymentStatus, string> = { WAITING: 'gray', DONE: 'green', FAILED: 'red', REFUNDED: 'grape' }

const ICON = { flexShrink: 0, marginTop: 2 }

export type AdminSessionCardProps = {
  session: SessionDto
  now: Date
  onEdit: () => void
  onMarkPaid: () => void
  onCreateReturn: () => void
}

/**
 * One consultation of /admin/consultas (docs/decisions/012-admin-sessions.md): weekday and dd/mm, type, patient, modality, time
 * range with relative text and the status tag; the payment beside it and the admin's actions, as the
 * server's `actions` allow them.
 */
export function AdminSessionCard({ session, now, onEdit, onMarkPaid, onCreateReturn }: AdminSessionCardProps) {
  const weekDayAndDate = formatWeekDayAndDate(session.selected_date)
  const title = weekDayAndDate.charAt(0).toUpperCase() + weekDayAndDate.slice(1)
  const when = `${title}, ${formatTime(session.selected_date)}`
  const where = session.is_online ? t.online : session.location ? `${t.inPerson} — ${clinicAddressLine(session.location)}` : t.inPerson

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title} data-testid="admin-session-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text fw={700}>{title}</Text>
          </Group>
          <Group gap={6}>
            <Badge color={STATUS_COLORS[session.status]} variant="light" data-testid="session-status" maw="none">
              {SESSION_STATUS_LABELS[session.status]}
            </Badge>
            <Badge color={PAYMENT_COLORS[session.payment]} variant="outline" data-testid="session-payment" maw="none">
              {t.paymentBadge(PAYMENT_STATUS_LABELS[session.payment])}
            </Badge>
          </Group>
        </Group>
        <Stack gap={4}>
          {/* As on the professional's card: a week of a series, and a return already booked. */}
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t.typeLine(SESSION_TYPE_LABELS[session.type])}
            </Text>
            {session.series_id && <SeriesBadge />}
            {session.has_return && <ReturnBookedBadge />}
          </Group>
          <Text fw={600}>{t.patientLine(personName(session.user) || t.patientFallback)}</Text>
          <Text size="sm">{t.professionalLine(personName(session.professional))}</Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {session.is_online ? <IconVideo size={16} aria-hidden="true" style={ICON} /> : <IconMapPin size={16} aria-hidden="true" style={ICON} />}
            <Text size="sm">{where}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClock size={16} aria-hidden="true" style={ICON} />
            <Text size="sm">{`${formatTimeRange(session.selected_date, SESSION_MINUTES)} (${formatRelative(session.selected_date, now)})`}</Text>
          </Group>
        </Stack>
        <NoShowOutcome session={session} forPatient={false} />
        <Group gap="xs">
          <Button size="sm" variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} aria-label={t.editAction(when)} onClick={onEdit}>
            {t.edit}
          </Button>
          {session.actions.mark_paid && (
            <Button size="sm" variant="light" color="green" leftSection={<IconCash size={16} aria-hidden="true" />} aria-label={t.markPaidAction(when)} onClick={onMarkPaid}>
              {t.markPaid}
            </Button>
          )}
          {session.actions.book_return && (
            <Button size="sm" variant="light" leftSection={<IconRepeat size={16} aria-hidden="true" />} aria-label={t.createReturnAction(when)} onClick={onCreateReturn}>
              {t.createReturn}
            </Button>
          )}
          <NoShowButtons session={session} />
        </Group>
      </Stack>
    </Paper>
  )
}
