import { useState } from 'react'
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { telehealthConsentTexts } from '@acolhe/shared/texts/telehealth-consent'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { professionalWithTitle } from '@acolhe/shared/format/professional-name'
import { timeFor, weekDayAndDateIn } from '@acolhe/shared/format/zoned-time'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { HourPicker } from '../../../components/hour-picker'
import { LoadError } from '../../../components/load-error'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { useHourChoice } from '../../../components/use-hour-choice'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useOpenDays } from '../../../lib/open-times-api'
import { useUpdateSession } from '../../../lib/session-api/update-session'
import { CancelConfirmation } from './cancel-confirmation'
import { ModalitySwitch } from '../../../components/modality-switch'
import { dialogOnDemand } from '../../../components/dialog-on-demand'
import { useAcceptTelehealthConsent } from '../../booking/api/accept-telehealth-consent'

// The consent to online care, downloaded only when the server asks for it (decisions 034 and 061).
const TelehealthConsentModal = dialogOnDemand(() => import('../../booking/components/telehealth-consent-modal').then((module) => module.TelehealthConsentModal))

function RescheduleSection({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const open = session.actions.reschedule
  const openTimes = useOpenDays(session.professional.id, open)
  const update = useUpdateSession()
  const { hour, clearHour, pickerProps } = useHourChoice()

  // The server says why (already moved once, under 24 h); the web does not work it out.
  if (!open) return <Text c="dimmed">{session.actions.reschedule_refusal ?? t.rescheduleClosed}</Text>
  if (openTimes.isError) return <LoadError onRetry={() => void openTimes.refetch()} />
  return (
    <Stack gap="md">
      <HourPicker days={openTimes.data} loading={openTimes.isPending} timeZone={session.time_zone} {...pickerProps} />
      <Group justify="flex-end">
        <Button
          disabled={!hour}
          loading={update.isPending}
          onClick={() =>
            hour &&
            update.mutate(
              { kind: 'date', id: session.id, selectedDate: hour.start_time, availableDateId: hour.available_date_id },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t.rescheduled })
                  onDone()
                },
                onError: (error) => {
                  notifications.show({ color: 'red', message: errorMessage(error, t.rescheduleError) })
                  clearHour()
                  void openTimes.refetch()
                },
              },
            )
          }
        >
          {t.rescheduleSubmit}
        </Button>
      </Group>
    </Stack>
  )
}

/** The version to accept when the server refused for want of consent to online care (decision 034), else null. */
function consentVersionOf(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'TELEHEALTH_CONSENT_REQUIRED' ? error.consentVersion : null
}

/**
 * Online ⇄ in person. Going online may be refused for want of the patient's consent to online care, as an
 * online booking is: the consent opens here, and accepting it records it and switches again.
 */
function ModalitySection({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const [online, setOnline] = useState(session.is_online)
  const [consentVersion, setConsentVersion] = useState<string | null>(null)
  const update = useUpdateSession()
  const acceptConsent = useAcceptTelehealthConsent()
  const submit = () =>
    update.mutate(
      { kind: 'modality', id: session.id, isOnline: online },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.modalityChanged })
          onDone()
        },
        onError: (error) => {
          const version = consentVersionOf(error)
          if (version) setConsentVersion(version)
          else notifications.show({ color: 'red', message: errorMessage(error, t.modalityError) })
        },
      },
    )
  const accept = () =>
    consentVersion &&
    acceptConsent.mutate(
      { professional_id: session.professional.id, version: consentVersion },
      {
        onSuccess: () => {
          setConsentVersion(null)
          submit()
        },
        onError: (error) => {
          // The text changed meanwhile: the server names the version now in force, which is shown instead.
          setConsentVersion(consentVersionOf(error) ?? consentVersion)
          notifications.show({ color: 'red', message: errorMessage(error, telehealthConsentTexts.acceptError) })
        },
      },
    )
  return (
    <Group justify="space-between" align="flex-end">
      <ModalitySwitch online={online} onChange={setOnline} />
      <Button variant="light" disabled={online === session.is_online} loading={update.isPending} onClick={submit}>
        {t.modalitySubmit}
      </Button>
      <TelehealthConsentModal
        opened={consentVersion !== null}
        version={consentVersion}
        accepting={acceptConsent.isPending}
        onAccept={accept}
        onCancel={() => setConsentVersion(null)}
      />
    </Group>
  )
}

/**
 * 'Editar' (docs/decisions/011-booking-wizard-and-session-cards.md), each part as the server's `actions`
 * allow it: a new date and time (once, up to 24 h before), the modality for hybrid
 * professionals, and the cancellation behind its irreversible confirmation.
 */
export function EditSessionModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const update = useUpdateSession()

  const cancel = () =>
    update.mutate(
      { kind: 'status', id: session.id, status: 'CANCELLED' },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.cancelled })
          onClose()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.statusError) }),
      },
    )

  return (
    <ResponsiveModal opened onClose={onClose} title={confirmingCancel ? t.cancelTitle : t.editTitle} size="xl">
      {/* Which consultation: the professional, the day and the hours on the reader's clock. */}
      <Text size="sm" fw={600} mb="md" data-testid="edit-which">
        {t.editWhich(professionalWithTitle(session.professional), `${weekDayAndDateIn(session.selected_date, session.time_zone)}, ${timeFor(session.selected_date, session.time_zone, SESSION_MINUTES)}`)}
      </Text>
      {confirmingCancel ? (
        <CancelConfirmation session={session} viewer="patient" pending={update.isPending} onConfirm={cancel} onKeep={() => setConfirmingCancel(false)} />
      ) : (
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t.rescheduleSection}
            </Title>
            <RescheduleSection session={session} onDone={onClose} />
          </Stack>
          {session.actions.change_modality && (
            <>
              <Divider />
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {t.modalitySection}
                </Title>
                <ModalitySection session={session} onDone={onClose} />
              </Stack>
            </>
          )}
          {session.actions.cancel && (
            <>
              <Divider />
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {t.cancelHint}
                </Text>
                <Button color="red" variant="light" onClick={() => setConfirmingCancel(true)} style={{ flexShrink: 0 }}>
                  {t.cancel}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </ResponsiveModal>
  )
}
