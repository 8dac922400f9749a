import type { ReactNode } from 'react'
import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { SessionDto } from '@acolhe/shared/api/session'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { formatDate, formatTimeRange } from '@acolhe/shared/format/dates'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { personName } from '../lib/person-name'
import { FailuresSection } from './failures-section'
import { ModalitySection } from './modality-section'
import { PaymentSection } from './payment-section'
import { RescheduleSection } from './reschedule-section'
import { StatusSection } from './status-section'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/**
 * The admin's edit dialog (docs/decisions/012-admin-sessions.md): payment and status set freely,
 * modality for hybrid professionals, and a new date among the hours the professional offers. Each part saves on its own; the quick ones
 * come first, the calendar last.
 */
export function EditSessionModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  return (
    <ResponsiveModal opened onClose={onClose} title={t.editTitle} size="xl">
      <Stack gap="lg">
        <Text size="sm">
          {`${t.patientLine(personName(session.user) || t.patientFallback)} · ${t.professionalLine(personName(session.professional))} · ${formatDate(session.selected_date)}, ${formatTimeRange(session.selected_date, SESSION_MINUTES)}`}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Section title={t.paymentSection}>
            <PaymentSection session={session} onDone={onClose} />
          </Section>
          <Section title={t.statusSection}>
            <StatusSection session={session} onDone={onClose} />
          </Section>
        </SimpleGrid>
        {/* First among the rest: an open report is what the admin most likely came to decide. */}
        <FailuresSection session={session} />
        {session.professional.service_modality === 'HYBRID' && (
          <>
            <Divider />
            <Section title={t.modalitySection}>
              <ModalitySection session={session} onDone={onClose} />
            </Section>
          </>
        )}
        <Divider />
        <Section title={t.rescheduleSection}>
          <RescheduleSection session={session} onDone={onClose} />
        </Section>
      </Stack>
    </ResponsiveModal>
  )
}
