import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { PixAutomaticoChargeState } from '@acolhe/shared/enums'
import type { PixAutomaticoWeekDto } from '@acolhe/shared/api/pix-automatico'
import { isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'
import { usePixAutomatico } from '../api/get-pix-automatico'
import { weekWhen } from '../lib/series-labels'

const STATE_COLOR: Record<PixAutomaticoChargeState, string> = {
  SCHEDULED: 'blue',
  DEBITED: 'teal',
  FAILED_RETRYING: 'orange',
  FAILED_FALLBACK: 'red',
  CANCELLED: 'gray',
  CREDITED: 'grape',
  NONE: 'gray',
}

/** The details under a week's state: amount, debit day or instant, attempts, what went back to the balance. */
function weekDetails(week: PixAutomaticoWeekDto, zone: string, paidSessions: ReadonlySet<string>): string[] {
  const details: string[] = []
  // A cancelled charge took nothing: its amount would read as a debit.
  if (week.amount_cents !== null && week.state !== 'CANCELLED') details.push(t.weekAmount(formatBRL(week.amount_cents)))
  if (week.debited_at) details.push(t.weekDebitedAt(dateTimeFor(week.debited_at, zone)))
  else if (week.debit_date && (week.state === 'SCHEDULED' || week.state === 'FAILED_RETRYING')) details.push(t.weekDebitDate(isoDateToBrazilian(week.debit_date)))
  if (week.attempts > 1) details.push(t.weekAttempts(week.attempts))
  if (week.credited_cents > 0) details.push(t.weekCredited(formatBRL(week.credited_cents)))
  // After a fallback the week is paid the ordinary way; the charge's state stays what the bank did.
  if (week.state === 'FAILED_FALLBACK' && week.session_id && paidSessions.has(week.session_id)) details.push(t.weekPaidOtherwise)
  return details
}

/** One week's charge: its day, its state, why, and the details (amount, debit, attempts, credit). */
function WeekCharge({ week, zone, paidSessions }: { week: PixAutomaticoWeekDto; zone: string; paidSessions: ReadonlySet<string> }) {
  const details = weekDetails(week, zone, paidSessions)
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="pix-automatico-week" data-state={week.state}>
      <Stack gap={2}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {weekWhen(week.starts_at, zone)}
          </Text>
          {/* Long states ('Débito recusado — nova tentativa agendada') wrap on a phone rather than being cut. */}
          <Badge
            color={STATE_COLOR[week.state]}
            variant="light"
            maw="100%"
            h="auto"
            py={2}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            data-testid="pix-automatico-week-state"
          >
            {week.state_label}
          </Badge>
        </Group>
        {week.reason_label && (
          <Text size="xs" c="dimmed">
            {week.reason_label}
          </Text>
        )}
        {details.length > 0 && <Text size="xs">{details.join(' · ')}</Text>}
      </Stack>
    </Paper>
  )
}

/**
 * In 'Gerenciar horário fixo' (patient, professional, admin): each week's Pix Automático charge — scheduled,
 * debited, refused and retried, fallen back to an ordinary payment, cancelled, credited, or none and why —
 * and the credits that went to the patient's balance. Nothing for a series that never had Pix Automático.
 */
export function PixAutomaticoWeeks({ seriesId, zone, paidSessions }: { seriesId: string; zone: string; paidSessions: ReadonlySet<string> }) {
  const state = usePixAutomatico(seriesId)
  const s = state.data
  if (!s || s.status === null) return null
  return (
    <Stack gap="xs" data-testid="pix-automatico-weeks">
      <Title order={3} size="h6">
        {t.weeksTitle}
      </Title>
      {s.weeks.map((week) => (
        <WeekCharge key={week.starts_at} week={week} zone={zone} paidSessions={paidSessions} />
      ))}
      {s.credits.length > 0 && (
        <Stack gap={4} data-testid="pix-automatico-credits">
          <Text size="sm" fw={600}>
            {t.creditsTitle}
          </Text>
          {s.credits.map((credit) => (
            <Text key={credit.balance_entry_id} size="sm" c="teal.8">
              {t.creditLine(formatBRL(credit.amount_cents), weekWhen(credit.week_starts_at, zone))}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
