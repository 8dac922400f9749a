import type { ReactNode } from 'react'
import { Button, Divider, Group, Radio, Stack, Text } from '@mantine/core'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { uiSeriesTexts as st } from '@acolhe/shared/texts/ui-series'
import { lengthLabel } from '../../series/lib/series-labels'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { clinicAddressLine } from '../../../lib/clinic-address'
import { sessionWhen } from '../../../lib/session-when'

export type ReviewModalProps = {
  opened: boolean
  onClose: () => void
  professional: PublicProfessionalDto
  start: string
  /** The reader's zone (decision 044). */
  timeZone: string
  isOnline: boolean
  /** Service value + operating cost, when the price list is known. */
  priceCents: number | null
  confirming: boolean
  onConfirm: () => void
  /** The weekly-series lengths the server offers (`series_options`); none: the choice is not shown. */
  seriesOptions: { weeks: number | null }[]
  /** undefined: this consultation only; a number of weeks, or null for no end date. */
  repeatWeeks: number | null | undefined
  onRepeatChange: (weeks: number | null | undefined) => void
}

const ONCE = 'once'
const valueOf = (weeks: number | null | undefined) => (weeks === undefined ? ONCE : weeks === null ? 'open' : String(weeks))

/** 'Horário fixo': make the chosen hour weekly, for as long as the server allows. */
function RepeatChoice({ options, value, onChange }: { options: { weeks: number | null }[]; value: number | null | undefined; onChange: (weeks: number | null | undefined) => void }) {
  const byValue = new Map(options.map((o) => [valueOf(o.weeks), o.weeks]))
  return (
    <Radio.Group
      label={st.repeatLabel}
      description={st.repeatHelp}
      value={valueOf(value)}
      onChange={(v) => onChange(v === ONCE ? undefined : byValue.get(v))}
      data-testid="series-choice"
    >
      <Group gap="md" mt="xs">
        <Radio value={ONCE} label={st.repeatOnce} />
        {options.map((o) => (
          <Radio key={valueOf(o.weeks)} value={valueOf(o.weeks)} label={lengthLabel(o.weeks)} />
        ))}
      </Group>
    </Radio.Group>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  )
}

/** 'Revisão' (docs/decisions/011-booking-wizard-and-session-cards.md): professional (name, registration, biography), date and time, location. */
export function ReviewModal({ opened, onClose, professional, start, timeZone, isOnline, priceCents, confirming, onConfirm, seriesOptions, repeatWeeks, onRepeatChange }: ReviewModalProps) {
  const when = sessionWhen(start, timeZone)
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t.reviewTitle} size="lg">
      <Stack gap="md">
        <Row label={t.reviewProfessional}>
          <Text fw={700}>{`${professional.first_name} ${professional.last_name}`}</Text>
          <Text size="sm" c="dimmed">
            {professional.registration_label}
          </Text>
          <Text size="sm">{professional.brief_description || t.noDescription}</Text>
        </Row>
        <Divider />
        <Row label={t.reviewWhen}>
          <Text data-testid="review-when">{when}</Text>
        </Row>
        <Row label={t.reviewWhere}>
          <Text>{isOnline || !professional.clinic ? t.reviewOnline : clinicAddressLine(professional.clinic)}</Text>
        </Row>
        {priceCents !== null && (
          <Row label={t.reviewPrice}>
            <Text>{formatBRL(priceCents)}</Text>
          </Row>
        )}
        {seriesOptions.length > 0 && (
          <>
            <Divider />
            <RepeatChoice options={seriesOptions} value={repeatWeeks} onChange={onRepeatChange} />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.back}
          </Button>
          <Button onClick={onConfirm} loading={confirming}>
            {t.confirmBooking}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
