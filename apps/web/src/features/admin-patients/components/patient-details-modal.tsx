import type { ReactNode } from 'react'
import { Avatar, Center, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconBan,
  IconBrandGoogle,
  IconCake,
  IconCalendarPlus,
  IconId,
  IconLogin,
  IconMail,
  IconMessageReport,
  IconPhone,
} from '@tabler/icons-react'
import { formatDate, formatTime, isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import { adminCommonTexts as ct, adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { LoadError } from '../../../components/load-error'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { usePatient } from '../api/get-patient'
import { patientNameOf } from '../lib/patient-name'
import { PatientBadges } from './patient-badges'

const icon = { size: 18, 'aria-hidden': true } as const
const instant = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`

function Field({ label, value, fieldIcon }: { label: string; value: string; fieldIcon: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={32} radius="md">
        {fieldIcon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
    </Group>
  )
}

/** Every field the back office keeps about a patient; read through GET /user/{id}, which the server audits. */
export function PatientDetailsModal({ patientId, onClose }: { patientId: string | null; onClose: () => void }) {
  const patient = usePatient(patientId)

  return (
    <ResponsiveModal opened={patientId !== null} onClose={onClose} title={t.detailsTitle} size="lg">
      {patient.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : patient.isError ? (
        <LoadError onRetry={() => void patient.refetch()} />
      ) : (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar src={patient.data.profile_photo_url} size={72} radius="xl" alt={t.photoAlt(patientNameOf(patient.data))} />
            <Stack gap={6}>
              <Title order={3} size="h4">
                {patientNameOf(patient.data)}
              </Title>
              <PatientBadges patient={patient.data} />
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t.fieldCpf} value={patient.data.cpf ? formatCpf(patient.data.cpf) : ct.empty} fieldIcon={<IconId {...icon} />} />
            <Field label={t.fieldEmail} value={patient.data.email} fieldIcon={<IconMail {...icon} />} />
            <Field label={t.fieldPhone} value={patient.data.phone_number ? formatPhone(patient.data.phone_number) : ct.empty} fieldIcon={<IconPhone {...icon} />} />
            <Field label={t.fieldBirthday} value={patient.data.birthday ? isoDateToBrazilian(patient.data.birthday) : ct.empty} fieldIcon={<IconCake {...icon} />} />
            <Field label={t.fieldGoogle} value={patient.data.google_permissions_allowed ? ct.yes : ct.no} fieldIcon={<IconBrandGoogle {...icon} />} />
            <Field label={t.fieldCreatedAt} value={instant(patient.data.created_at)} fieldIcon={<IconCalendarPlus {...icon} />} />
            <Field label={t.fieldLastLogin} value={patient.data.last_login ? instant(patient.data.last_login) : ct.never} fieldIcon={<IconLogin {...icon} />} />
            <Field label={t.fieldLastBan} value={patient.data.last_ban ? instant(patient.data.last_ban) : ct.never} fieldIcon={<IconBan {...icon} />} />
            <Field label={t.fieldLastBanReason} value={patient.data.last_ban_reason ?? ct.empty} fieldIcon={<IconMessageReport {...icon} />} />
          </SimpleGrid>
        </Stack>
      )}
    </ResponsiveModal>
  )
}
