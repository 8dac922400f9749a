import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconCircleCheck, IconClock, IconMail, IconMapPin, IconPhone, IconShieldCheck, IconShieldX, IconVideo } from '@tabler/icons-react'
import type { SessionDto } from '@acolhe/shared/api/session'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { SESSION_STATUS_LABELS, SESSION_TYPE_LABELS, type SessionStatus } from '@acolhe/shared/enums'
import { formatDate, formatRelative } from '@acolhe/shared/format/dates'
import { professionalWithTitle } from '@acolhe/shared/format/professional-name'
import { formatPhone } from '@acolhe/shared/format/masks'
import { formatBRL } from '@acolhe/shared/format/money'
import { brasiliaBeside, dateIn, dateTimeFor, differsFromBrasilia, timeIn, timeRangeIn, weekDayAndDateIn } from '@acolhe/shared/format/zoned-time'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { timeZonePlace } from '@acolhe/shared/time-zones'
import { telehealthConsentTexts as c } from '@acolhe/shared/texts/telehealth-consent'
import { reminderTexts } from '@acolhe/shared/texts/reminders'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { ReturnBookedBadge } from '../../../components/return-booked-badge'
import { clinicAddressLine } from '../../../lib/clinic-address'
import { NoShowButtons } from '../../no-shows/components/no-show-buttons'
import { SeriesBadge } from '../../series/components/series-badge'
import { PixAutomaticoWeekHint } from '../../series/components/pix-automatico-week-hint'
import { NoShowOutcome } from '../../no-shows/components/no-show-outcome'
import type { Viewer } from '../lib/viewer'
import { Link } from 'react-router'
import { clinicalRecordTexts } from '@acolhe/shared/texts/clinical-records'
import { questionnaireTexts } from '@acolhe/shared/texts/questionnaires'
import { QuestionnaireMark } from '../../questionnaires/components/questionnaire-mark'

/** A booked consultation (not an unpaid hold, not cancelled): the professional may schedule questionnaires for its patient. */
const QUESTIONNAIRE_STATUSES: readonly SessionStatus[] = ['CONFIRMED', 'STARTED', 'FINISHED', 'PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW']
import { roomTexts } from '@acolhe/shared/texts/consultation-room'
import { LivePatientPresence } from '../../consultation-room/components/patient-presence'

/** The professional writes in this patient's record, on this session; the patient sees their copy requests. */
const clinicalRecordPath = (session: SessionDto, viewer: Viewer) =>
  viewer === 'professional' ? `/profissional/prontuarios/${session.user_id}?sessao=${session.id}` : '/prontuarios'

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

export type SessionCardHandlers = {
  onStart: () => void
  onEnd: () => void
  onEdit: () => void
  onPay: () => void
  onReturn: () => void
  onCancel: () => void
}

export type SessionCardProps = {
  session: SessionDto
  viewer: Viewer
  now: Date
  busy: boolean
} & SessionCardHandlers

const ICON = { flexShrink: 0, marginTop: 2 }

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ')

/**
 * A consultation (docs/decisions/011-booking-wizard-and-session-cards.md): day, type, person, modality,
 * time, status and its buttons — each button exactly as the server's `actions` for this viewer allow
 * (docs/decisions/023-session-policy-and-error-codes.md).
 */
export function SessionCard({ session, viewer, now, busy, ...on }: SessionCardProps) {
  const actions = session.actions
  const { email, phone_number: phone } = session.user
  const who =
    viewer === 'patient'
      ? professionalWithTitle(session.professional)
      : t.patientName(fullName(session.user.first_name, session.user.last_name) || t.patientFallback)
  // Hours in the zone the server says this viewer reads them in (decision 044), Brasília's beside when it differs.
  const zone = session.time_zone
  const abroad = differsFromBrasilia(session.selected_date, zone)
  const weekDayAndDate = weekDayAndDateIn(session.selected_date, zone)
  const title = weekDayAndDate.charAt(0).toUpperCase() + weekDayAndDate.slice(1)

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title} data-testid="session-card">
      <Stack gap="sm">
        {/* Wraps: a long status ('Profissional não compareceu') goes under the date on a phone. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text fw={700}>{title}</Text>
          </Group>
          <Badge color={STATUS_COLORS[session.status]} variant="light" data-testid="session-status" style={{ flexShrink: 0 }} maw="none">
            {SESSION_STATUS_LABELS[session.status]}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t.typeLine(SESSION_TYPE_LABELS[session.type])}
            </Text>
            {session.series_id && <SeriesBadge />}
            {session.has_return && <ReturnBookedBadge />}
          </Group>
          <Text fw={600}>{who}</Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {session.is_online ? <IconVideo size={16} aria-hidden="true" style={ICON} /> : <IconMapPin size={16} aria-hidden="true" style={ICON} />}
            <Text size="sm">{session.is_online ? t.online : session.location ? `${t.inPerson} — ${clinicAddressLine(session.location)}` : t.inPerson}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClock size={16} aria-hidden="true" style={ICON} />
            <Stack gap={0}>
              <Text size="sm">
                {`${timeRangeIn(session.selected_date, SESSION_MINUTES, zone)}, `}
                <Text span size="sm" c="dimmed" data-testid="time-zone">
                  {abroad ? timeZoneTexts.placeTime(timeZonePlace(zone)) : t.brasiliaTime}
                </Text>
                {` (${formatRelative(session.selected_date, now)})`}
              </Text>
              {abroad && (
                <Text size="sm" c="dimmed" data-testid="brasilia-time">
                  {timeZoneTexts.inBrasilia(brasiliaBeside(session.selected_date, zone, SESSION_MINUTES))}
                </Text>
              )}
            </Stack>
          </Group>
          {viewer === 'professional' && email && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMail size={16} aria-hidden="true" style={ICON} />
              <Anchor href={`mailto:${email}`} size="sm" style={{ wordBreak: 'break-all' }}>
                {t.patientEmail(email)}
              </Anchor>
            </Group>
          )}
          {viewer === 'professional' && phone && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconPhone size={16} aria-hidden="true" style={ICON} />
              {/* Dialled as digits, read as the shared mask writes it: '(11) 98765-2322'. */}
              <Anchor href={`tel:${phone.replace(/\D/g, '')}`} size="sm">
                {t.patientPhone(formatPhone(phone))}
              </Anchor>
            </Group>
          )}
          {/* The server sends the consent to online care only where its professional must see it (decision 034). */}
          {viewer === 'professional' && session.telehealth_consent && (
            <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="telehealth-consent">
              {session.telehealth_consent.accepted_at && session.telehealth_consent.version ? (
                <>
                  <IconShieldCheck size={16} aria-hidden="true" style={ICON} />
                  <Text size="sm">{c.givenOn(formatDate(session.telehealth_consent.accepted_at), session.telehealth_consent.version)}</Text>
                </>
              ) : (
                <>
                  <IconShieldX size={16} aria-hidden="true" style={ICON} />
                  <Text size="sm" c="dimmed">
                    {c.notGiven}
                  </Text>
                </>
              )}
            </Group>
          )}
          {viewer === 'professional' && session.patient_confirmed_at && (
            <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="patient-confirmed">
              <IconCircleCheck size={16} aria-hidden="true" style={ICON} color="var(--mantine-color-green-8)" />
              <Text size="sm" c="green.9">
                {reminderTexts.patientConfirmed(dateIn(session.patient_confirmed_at, zone), timeIn(session.patient_confirmed_at, zone))}
              </Text>
            </Group>
          )}
        </Stack>
        {viewer === 'professional' && <QuestionnaireMark sessionId={session.id} />}
        {/* While the room is open the professional sees the patient's presence and devices, live (decision 090). */}
        {viewer === 'professional' && actions.room && <LivePatientPresence sessionId={session.id} />}
        <NoShowOutcome session={session} forPatient={viewer === 'patient'} />
        {/* An unpaid consultation (a series week ahead too) says what is due and by when, so it does not
            read as a bill due now. */}
        {actions.pay && session.checkout_expires_at && (
          <Text size="sm" data-testid="amount-due">
            {t.cardAmountDue(formatBRL(session.payment_due?.amount_due_cents ?? session.price_cents), dateTimeFor(session.checkout_expires_at, zone))}
          </Text>
        )}
        {/* A week of a series paid by Pix Automático says when the bank debits it (or did, or could not). */}
        {session.series_id && <PixAutomaticoWeekHint seriesId={session.series_id} sessionId={session.id} paid={session.payment === 'DONE'} />}
        <Group gap="xs">
          {actions.start && (
            <Button size="sm" onClick={on.onStart} loading={busy}>
              {t.start}
            </Button>
          )}
          {actions.end && (
            <Button size="sm" color="red" variant="light" onClick={on.onEnd} loading={busy}>
              {t.end}
            </Button>
          )}
          {/* The patient enters through the device check and the waiting room, which hands the link on admission. */}
          {actions.room && viewer === 'patient' && (
            <Button size="sm" component={Link} to={`/sala/${session.id}`}>
              {t.access}
            </Button>
          )}
          {actions.room && viewer === 'professional' && (
            <Button size="sm" variant="light" component={Link} to={`/profissional/sala/${session.id}`}>
              {roomTexts.openRoom}
            </Button>
          )}
          {actions.join === 'enabled' && session.meets_url && (
            <Button size="sm" component="a" href={session.meets_url} target="_blank" rel="noopener noreferrer">
              {t.access}
            </Button>
          )}
          {actions.join === 'disabled' && !(actions.room && viewer === 'patient') && (
            <Group gap={6} wrap="wrap">
              <Button size="sm" disabled data-disabled aria-describedby={`join-hint-${session.id}`}>
                {t.access}
              </Button>
              <Text size="xs" c="dimmed" id={`join-hint-${session.id}`} data-testid="join-hint">
                {actions.join_opens_at ? t.accessOpensAt(timeIn(actions.join_opens_at, zone)) : t.accessHint}
              </Text>
            </Group>
          )}
          {actions.pay && (
            <Button size="sm" onClick={on.onPay}>
              {t.pay}
            </Button>
          )}
          {actions.edit && (
            <Button size="sm" variant="default" onClick={on.onEdit}>
              {t.edit}
            </Button>
          )}
          {actions.book_return && (
            <Button size="sm" variant="light" onClick={on.onReturn}>
              {t.bookReturn}
            </Button>
          )}
          {actions.clinical_record && (
            <Button size="sm" variant="default" component={Link} to={clinicalRecordPath(session, viewer)}>
              {clinicalRecordTexts.sessionCardLink}
            </Button>
          )}
          {viewer === 'professional' && QUESTIONNAIRE_STATUSES.includes(session.status) && (
            <Button size="sm" variant="default" component={Link} to={`/profissional/questionarios/${session.user_id}`}>
              {questionnaireTexts.cardLink}
            </Button>
          )}
          {/* The patient cancels inside 'Editar' when the server offers it (a confirmed session), else from the
              card (an unpaid hold, changed by cancelling it and booking again); the professional from the card. */}
          {actions.cancel && (viewer === 'professional' || (viewer === 'patient' && !actions.edit)) && (
            <Button size="sm" variant="subtle" color="red" onClick={on.onCancel}>
              {t.cancel}
            </Button>
          )}
          <NoShowButtons session={session} />
          {actions.receipt && (
            <Anchor href={`/api/session/${session.id}/receipt`} size="sm" ml="auto">
              {t.receipt}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
