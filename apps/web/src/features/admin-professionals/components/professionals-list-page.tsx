import { useState } from 'react'
import { ActionIcon, Avatar, Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import type { AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { CONTRACT_TYPE_LABELS, PROFESSIONAL_TYPE_LABELS, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { adminCommonTexts as ct, adminProfessionalsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { FilterBar } from '../../../components/filter-bar'
import { ListTable } from '../../../components/list-table'
import { PageTitle } from '../../../components/page-title'
import { SearchBox } from '../../../components/search-box'
import { errorMessage } from '../../../lib/api-client'
import { usePageParam } from '../../../lib/list-query-params'
import { useAdminProfessionals } from '../../../lib/admin-lists/professionals-api'
import { useSetAuthorization } from '../api/set-authorization'
import { PROFESSIONAL_FILTERS, professionalsQueryOf } from '../lib/professional-filters'
import { DeauthorizeModal } from './deauthorize-modal'

const fullName = (professional: AdminProfessionalDto) => `${professional.first_name} ${professional.last_name}`

type Of = { professional: AdminProfessionalDto }

function NameCell({ professional }: Of) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={professional.profile_photo_url} radius="xl" size={36} alt="" />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{fullName(professional)}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {professional.email}
        </Text>
      </Stack>
    </Group>
  )
}

function ProfessionCell({ professional }: Of) {
  return (
    <Stack gap={0}>
      <Text size="sm">{PROFESSIONAL_TYPE_LABELS[professional.professional_type]}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t.councilRegistration(professional.professional_type === 'PSYCHOLOGIST', professional.crm_or_crp, professional.document_state)}
      </Text>
    </Stack>
  )
}

function ServiceCell({ professional }: Of) {
  return (
    <Stack gap={0}>
      <Text size="sm">{SERVICE_MODALITY_LABELS[professional.service_modality]}</Text>
      <Text size="xs" c="dimmed">
        {CONTRACT_TYPE_LABELS[professional.contract]}
      </Text>
    </Stack>
  )
}

/** The whole status, never cut: the badge sizes to its words. */
function StatusBadge({ professional }: Of) {
  return (
    <Badge color={professional.authorized ? 'green' : professional.suspended ? 'red' : 'yellow'} variant="light" maw="none" style={{ flexShrink: 0 }} data-testid="professional-status">
      {professional.authorized ? t.authorizedYes : professional.suspended ? t.suspended : t.authorizedNo}
    </Badge>
  )
}

function RowActions({ professional, onAuthorization }: Of & { onAuthorization: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={ct.edit} openDelay={100}>
        <ActionIcon component={Link} to={`editar/${professional.id}`} variant="subtle" aria-label={t.editAction(fullName(professional))}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Button
        size="compact-sm"
        variant="light"
        color={professional.authorized ? 'red' : 'green'}
        aria-label={professional.authorized ? t.deauthorizeAction(fullName(professional)) : t.authorizeAction(fullName(professional))}
        onClick={onAuthorization}
      >
        {professional.authorized ? t.deauthorize : t.authorize}
      </Button>
    </Group>
  )
}

/**
 * /admin/profissionais: 5 per page, search by name, four filters, edit and authorize/deauthorize with a
 * confirm. Five columns fit 1280 px beside the admin menu; on a phone each professional is a card.
 */
export function ProfessionalsListPage() {
  const [params] = useSearchParams()
  const [, setPage] = usePageParam()
  const query = professionalsQueryOf(params)
  const list = useAdminProfessionals(query)
  const authorization = useSetAuthorization()
  // Withdrawing needs its own dialog: it reads and asks about the consultations ahead (decision 026).
  const [deauthorizing, setDeauthorizing] = useState<AdminProfessionalDto | null>(null)

  const confirmAuthorization = (professional: AdminProfessionalDto) => {
    if (professional.authorized) {
      setDeauthorizing(professional)
      return
    }
    modals.openConfirmModal({
      title: ct.confirmTitle,
      children: <Text size="sm">{t.confirmAuthorize(fullName(professional))}</Text>,
      labels: { confirm: t.authorize, cancel: ct.cancel },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        authorization.mutate(
          { id: professional.id, authorized: true },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t.authorizationSuccess }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.authorizationError) }),
          },
        ),
    })
  }

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={uiPageTitles.adminProfessionals} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Button component={Link} to="criar" leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t.newProfessional}
        </Button>
      </Group>
      <SearchBox placeholder={t.searchPlaceholder} />
      <FilterBar filters={PROFESSIONAL_FILTERS} />
      <ListTable
        query={list}
        columns={[{ label: t.columnName }, { label: t.columnProfession }, { label: t.columnService }, { label: t.columnStatus }, { label: ct.actions }]}
        minWidth={720}
        emptyText={t.empty}
        pagination={{ limit: query.limit, page: query.page, onChange: setPage, label: ct.paginationLabel }}
        row={(professional) => (
          <Table.Tr key={professional.id} data-testid="professional-row">
            <Table.Td>
              <NameCell professional={professional} />
            </Table.Td>
            <Table.Td>
              <ProfessionCell professional={professional} />
            </Table.Td>
            <Table.Td>
              <ServiceCell professional={professional} />
            </Table.Td>
            <Table.Td>
              <StatusBadge professional={professional} />
            </Table.Td>
            <Table.Td>
              <RowActions professional={professional} onAuthorization={() => confirmAuthorization(professional)} />
            </Table.Td>
          </Table.Tr>
        )}
        card={(professional) => (
          <Paper key={professional.id} withBorder radius="md" p="sm" data-testid="professional-card">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <NameCell professional={professional} />
                <StatusBadge professional={professional} />
              </Group>
              <ProfessionCell professional={professional} />
              <ServiceCell professional={professional} />
              <Group justify="flex-end">
                <RowActions professional={professional} onAuthorization={() => confirmAuthorization(professional)} />
              </Group>
            </Stack>
          </Paper>
        )}
      />
      <DeauthorizeModal professional={deauthorizing} onClose={() => setDeauthorizing(null)} />
    </Stack>
  )
}
