import { useState } from 'react'
import { Alert, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { IconMapPin, IconVideo } from '@tabler/icons-react'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { calendarDayIn, differsFromBrasilia } from '@acolhe/shared/format/zoned-time'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { timeZoneTexts } from '@acolhe/shared/texts/time-zones'
import { timeZonePlace } from '@acolhe/shared/time-zones'
import { dialogOnDemand } from '../../../components/dialog-on-demand'
import { HourPicker } from '../../../components/hour-picker'
import { LoadError } from '../../../components/load-error'
import { clinicAddressLine } from '../../../lib/clinic-address'
import { useLoggedInPatient } from '../../../lib/patient-api/get-me'
import { useOpenTimes } from '../../../lib/open-times-api'
import { WaitlistJoin } from '../../waitlist/components/waitlist-join'
import { useProfessional } from '../api/get-professional'
import type { PendingBooking } from '../lib/wizard-state'
import { useReaderTimeZone } from '../lib/use-reader-time-zone'
import { preloadLaterSteps } from './later-steps'
import { PriceLine } from './price-line'

// The review opens on a tap, and its code (the modal, the weekly-series choice) is downloaded then (decision 061).
const ReviewModal = dialogOnDemand(() => import('./review-modal').then((module) => module.ReviewModal))

export type DateTimeStepProps = {
  professionalId: string
  /** An hour chosen before (coming back from step 3). */
  initial: PendingBooking | undefined
  confirming: boolean
  /** Why the last attempt failed (the hour was taken meanwhile), shown above the calendar. */
  conflict: string | null
  onConfirm: (booking: PendingBooking) => void
  onBack: () => void
}

/**
 * Online or in person as the server allows: in person only while the professional's clinic is active
 * (`in_person_available`); otherwise online, or nothing for a professional who only sees people in person.
 */
function isOnlineFor(p: PublicProfessionalDto, chosenOnline: boolean | null): boolean | null {
  if (p.service_modality === 'FULL_REMOTE') return true
  if (!p.in_person_available) return p.service_modality === 'HYBRID' ? true : null
  if (p.service_modality === 'FULL_PRESENCIAL') return false
  return chosenOnline ?? true
}

function ModalityChoice({ professional, isOnline, onChange }: { professional: PublicProfessionalDto; isOnline: boolean | null; onChange: (online: boolean) => void }) {
  if (isOnline === null) {
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="no-modality">
        {t.noModalityAvailable}
      </Alert>
    )
  }
  const hybrid = professional.service_modality === 'HYBRID'
  const inPersonClosed = hybrid && !professional.in_person_available
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t.modalityLabel}
      </Title>
      {inPersonClosed && (
        <Text size="sm" data-testid="in-person-unavailable">
          {t.inPersonUnavailable}
        </Text>
      )}
      {hybrid && !inPersonClosed && (
        <SegmentedControl
          aria-label={t.modalityLabel}
          value={isOnline ? 'online' : 'inPerson'}
          onChange={(value) => onChange(value === 'online')}
          data={[
            { value: 'online', label: t.online },
            { value: 'inPerson', label: t.inPerson },
          ]}
        />
      )}
      {isOnline ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconVideo size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm">{t.onlineHint}</Text>
        </Group>
      ) : (
        professional.clinic && (
          <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="clinic-address">
            <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm">{`${t.inPersonAt} ${clinicAddressLine(professional.clinic)}`}</Text>
          </Group>
        )
      )}
    </Stack>
  )
}

/** Step 2 (docs/decisions/011-booking-wizard-and-session-cards.md): the day, the hour and — for hybrid professionals — the modality, then 'Revisão'. */
export function DateTimeStep({ professionalId, initial, confirming, conflict, onConfirm, onBack }: DateTimeStepProps) {
  const professional = useProfessional(professionalId)
  const openTimes = useOpenTimes(professionalId)
  const timeZone = useReaderTimeZone()
  const viewer = useLoggedInPatient(true)
  const [hour, setHour] = useState<{ start: string; slotId: string } | null>(
    initial ? { start: initial.selectedDate, slotId: initial.availableDateId } : null,
  )
  // The chosen day is a day of the reader's calendar. Should the zone change after it was chosen (the
  // patient's profile answering after the browser's guess), the day follows the chosen hour, if any.
  const [dayChoice, setDayChoice] = useState<{ day: string; zone: string } | null>(null)
  const date = dayChoice?.zone === timeZone ? dayChoice.day : hour ? calendarDayIn(hour.start, timeZone) : null
  const [chosenOnline, setChosenOnline] = useState<boolean | null>(initial?.isOnline ?? null)
  const [reviewing, setReviewing] = useState(false)
  const [repeatWeeks, setRepeatWeeks] = useState<number | null | undefined>(initial?.repeatWeeks)

  if (professional.isPending) {
    // The step's content is taller than this at every width (~740 px at 1280 px, ~860 px on a phone):
    // holding the room keeps the footer out of view, instead of showing it and pushing it down (CLS).
    return (
      <Center py="xl" mih={600}>
        <Loader />
      </Center>
    )
  }
  if (professional.isError) return <LoadError onRetry={() => void professional.refetch()} />

  const p = professional.data
  const isOnline = isOnlineFor(p, chosenOnline)
  // The chosen hour must still be on offer (fresh hours after a conflict drop it).
  const days = openTimes.data?.availability
  const offered = hour && days?.some((day) => day.hours.some((h) => h.start_time === hour.start))
  // The price comes from the server's answer (the same computation booking freezes), never from here.
  // A 'valor social' hour carries its own, lower price (decision 043).
  const offeredHour = offered ? days?.flatMap((day) => day.hours).find((h) => h.start_time === hour.start) : undefined
  const price = offeredHour?.price ?? openTimes.data?.price ?? p.price
  // A reader whose clock reads as Brasília's (Brasília, Recife…) keeps the Brasília note.
  const abroad = differsFromBrasilia(hour?.start ?? days?.[0]?.hours[0]?.start_time ?? new Date(), timeZone)
  const booking: PendingBooking | null = offered && hour && isOnline !== null ? { selectedDate: hour.start, availableDateId: hour.slotId, isOnline } : null

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Text fw={700}>{`${p.first_name} ${p.last_name}`}</Text>
        <Text size="sm" c="dimmed">
          {p.registration_label}
        </Text>
        {price && <PriceLine price={price} />}
      </Paper>
      {conflict && (
        <Alert color="orange" variant="light" role="alert" title={t.hourTakenTitle} data-testid="booking-conflict">
          {conflict}
        </Alert>
      )}
      {openTimes.isError ? (
        <LoadError onRetry={() => void openTimes.refetch()} />
      ) : (
        <HourPicker
          days={days}
          loading={openTimes.isPending}
          date={date}
          start={offered ? (hour?.start ?? null) : null}
          onDateChange={(day) => {
            setDayChoice({ day, zone: timeZone })
            setHour(null)
          }}
          timeZone={timeZone}
          onHourChange={(h) => {
            setHour({ start: h.start_time, slotId: h.available_date_id })
            // An hour chosen is the way to 'Revisar': the review and the next steps download meanwhile,
            // so the review opens at once (their modules are shared with other screens' chunks).
            ReviewModal.preload()
            preloadLaterSteps()
          }}
        />
      )}
      <Text size="sm" c="dimmed" data-testid="time-zone-note">
        {abroad ? timeZoneTexts.wizardNote(timeZonePlace(timeZone)) : t.timeZoneNote}
      </Text>
      {/* 'Avise-me quando abrir' (decision 041): the server says whether there is anything to wait for. */}
      <WaitlistJoin professionalId={professionalId} loggedIn={Boolean(viewer.data)} />
      <ModalityChoice professional={p} isOnline={isOnline} onChange={setChosenOnline} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t.back}
        </Button>
        <Button disabled={!booking} loading={confirming} onClick={() => {
            setReviewing(true)
            // An hour kept from before (back from step 3) was chosen without onHourChange.
            preloadLaterSteps()
          }}>
          {t.review}
        </Button>
      </Group>
      {booking && (
        <ReviewModal
          opened={reviewing}
          onClose={() => setReviewing(false)}
          professional={p}
          start={booking.selectedDate}
          timeZone={timeZone}
          isOnline={booking.isOnline}
          priceCents={price?.price_cents ?? null}
          confirming={confirming}
          seriesOptions={openTimes.data?.series_options ?? []}
          repeatWeeks={repeatWeeks}
          onRepeatChange={setRepeatWeeks}
          onConfirm={() => {
            setReviewing(false)
            onConfirm(repeatWeeks === undefined ? booking : { ...booking, repeatWeeks })
          }}
        />
      )}
    </Stack>
  )
}
