import { Alert } from '@mantine/core'
import { IconUserOff } from '@tabler/icons-react'
import type { SessionDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import { noShowTexts as t } from '@acolhe/shared/texts/no-shows'

/** The recorded absence on a card, and for the patient what went back to their balance. */
export function NoShowOutcome({ session, forPatient }: { session: SessionDto; forPatient: boolean }) {
  const noShow = session.no_show
  if (!noShow) return null
  const amount = formatBRL(noShow.refunded_cents)
  const line =
    noShow.absent === 'PATIENT'
      ? forPatient
        ? t.patientAbsentForPatient
        : t.patientAbsentForOthers
      : noShow.refunded_cents === 0
        ? t.professionalAbsentNothingToReturn
        : forPatient
          ? t.professionalAbsentRefunded(amount)
          : t.professionalAbsentForOthers(amount)
  return (
    <Alert color="orange" variant="light" icon={<IconUserOff size={18} aria-hidden="true" />} p="xs" data-testid="no-show-outcome">
      {line}
    </Alert>
  )
}
