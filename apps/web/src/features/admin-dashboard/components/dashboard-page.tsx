import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconHeadset,
  IconHelpCircle,
  IconShieldLock,
  IconStethoscope,
  IconUsers,
} from '@tabler/icons-react'
import { noShowTexts } from '@acolhe/shared/texts/no-shows'
import { adminCommonTexts as ct, adminDashboardTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { useIndicators } from '../api/get-indicators'
import { DashboardCard } from './dashboard-card'

const icon = { size: 22, 'aria-hidden': true } as const

/**
 * /admin/dashboard: the back office's counters (decision 014); every card opens its section. Perguntas
 * opens the FAQ admin (/admin/perguntas redirects there); Admin and Suporte open /admin/admins and
 * /admin/suporte (docs/decisions/028-admin-accounts-and-support-inbox.md).
 */
export function DashboardPage() {
  const indicators = useIndicators()

  return (
    <Stack gap="lg">
      <PageTitle title={uiPageTitles.adminDashboard} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Text c="dimmed">{t.subtitle}</Text>
      </Stack>
      {indicators.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text>{ct.loading}</Text>
          </Stack>
        </Center>
      ) : indicators.isError ? (
        <LoadError onRetry={() => void indicators.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DashboardCard
            title={t.sessions}
            icon={<IconCalendarEvent {...icon} />}
            to="/admin/consultas"
            counters={[
              { label: t.sessionsTotal, value: indicators.data.sessions.total },
              { label: t.consultations, value: indicators.data.sessions.consultations },
              { label: t.returns, value: indicators.data.sessions.returns },
              { label: t.cancelled, value: indicators.data.sessions.cancelled },
              { label: t.paid, value: indicators.data.sessions.paid },
              { label: noShowTexts.dashboardPatientNoShows, value: indicators.data.sessions.patient_no_shows },
              { label: noShowTexts.dashboardProfessionalNoShows, value: indicators.data.sessions.professional_no_shows },
            ]}
          />
          <DashboardCard
            title={t.professionals}
            icon={<IconStethoscope {...icon} />}
            to="/admin/profissionais"
            counters={[
              { label: t.registered, value: indicators.data.professionals.total },
              { label: t.inactive, value: indicators.data.professionals.inactive },
              { label: t.awaitingAuthorization, value: indicators.data.professionals.awaiting_authorization },
              { label: t.psychologists, value: indicators.data.professionals.psychologists },
              { label: t.psychiatrists, value: indicators.data.professionals.psychiatrists },
            ]}
          />
          <DashboardCard
            title={t.patients}
            icon={<IconUsers {...icon} />}
            to="/admin/pacientes"
            counters={[
              { label: t.registered, value: indicators.data.users.total },
              { label: t.inactive, value: indicators.data.users.inactive },
            ]}
          />
          <DashboardCard
            title={t.clinics}
            icon={<IconBuildingHospital {...icon} />}
            to="/admin/clinicas"
            counters={[
              { label: t.registered, value: indicators.data.clinics.total },
              { label: t.inactive, value: indicators.data.clinics.inactive },
            ]}
          />
          <DashboardCard
            title={t.questions}
            icon={<IconHelpCircle {...icon} />}
            to="/admin/faq"
            counters={[
              { label: t.entries, value: indicators.data.questions.total },
              { label: t.views, value: indicators.data.questions.views },
            ]}
          />
          <DashboardCard
            title={t.admins}
            icon={<IconShieldLock {...icon} />}
            to="/admin/admins"
            counters={[
              { label: t.entries, value: indicators.data.admins.total },
              { label: t.activeAdmins, value: indicators.data.admins.active },
            ]}
          />
          <DashboardCard
            title={t.support}
            icon={<IconHeadset {...icon} />}
            to="/admin/suporte"
            counters={[
              { label: t.entries, value: indicators.data.support.total },
              { label: t.openMessages, value: indicators.data.support.open },
            ]}
          />
        </SimpleGrid>
      )}
    </Stack>
  )
}
