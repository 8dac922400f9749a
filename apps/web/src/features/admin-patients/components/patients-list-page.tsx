import { useState } from 'react'
import { ActionIcon, Avatar, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core'
import { IconEye, IconPencil } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { adminCommonTexts as ct, adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { FilterBar, type FilterDefinition } from '../../../components/filter-bar'
import { ListTable } from '../../../components/list-table'
import { PageTitle } from '../../../components/page-title'
import { SearchBox } from '../../../components/search-box'
import { booleanFromParams, pageFromParams, usePageParam } from '../../../lib/list-query-params'
import { useAdminPatients } from '../../../lib/admin-lists/patients-api'
import { patientNameOf } from '../lib/patient-name'
import { BanConfirmModal } from './ban-confirm-modal'
import { PatientBadges } from './patient-badges'
import { PatientDetailsModal } from './patient-details-modal'

const FILTERS: readonly FilterDefinition[] = [
  {
    key: 'is_complete',
    label: t.filterComplete,
    options: [
      { value: 'true', label: t.complete },
      { value: 'false', label: t.incomplete },
    ],
  },
]

/** /admin/pacientes: 5 per page, search by name, is_complete filter, details, edit (not for banned) and ban/reactivate. */
export function PatientsListPage() {
  const [params] = useSearchParams()
  const [, setPage] = usePageParam()
  const query = { page: pageFromParams(params), limit: PAGE_SIZES.adminTables, search: params.get('search') ?? undefined, is_complete: booleanFromParams(params, 'is_complete') }
  const list = useAdminPatients(query)
  const [detailsOf, setDetailsOf] = useState<string | null>(null)
  const [banTarget, setBanTarget] = useState<AdminPatientDto | null>(null)

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={uiPageTitles.adminPatients} />
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <SearchBox placeholder={t.searchPlaceholder} />
      <FilterBar filters={FILTERS} />
      <ListTable
        query={list}
        columns={[{ label: t.columnName }, { label: t.columnEmail }, { label: t.columnStatus, miw: 220 }, { label: ct.actions }]}
        minWidth={720}
        emptyText={t.empty}
        pagination={{ limit: query.limit, page: query.page, onChange: setPage, label: ct.paginationLabel }}
        row={(patient) => {
          const name = patientNameOf(patient)
          return (
            <Table.Tr key={patient.id} data-testid="patient-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={patient.profile_photo_url} radius="xl" size={36} alt="" />
                  <Text fw={600}>{name}</Text>
                </Group>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{patient.email}</Table.Td>
              <Table.Td>
                <PatientBadges patient={patient} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label={t.details} openDelay={100}>
                    <ActionIcon variant="subtle" aria-label={t.detailsAction(name)} onClick={() => setDetailsOf(patient.id)}>
                      <IconEye size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  {!patient.banned && (
                    <Tooltip label={ct.edit} openDelay={100}>
                      <ActionIcon component={Link} to={`editar/${patient.id}`} variant="subtle" aria-label={t.editAction(name)}>
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={patient.banned ? 'green' : 'red'}
                    aria-label={patient.banned ? t.reactivateAction(name) : t.banAction(name)}
                    onClick={() => setBanTarget(patient)}
                  >
                    {patient.banned ? t.reactivate : t.ban}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          )
        }}
      />
      <PatientDetailsModal patientId={detailsOf} onClose={() => setDetailsOf(null)} />
      <BanConfirmModal patient={banTarget} onClose={() => setBanTarget(null)} />
    </Stack>
  )
}
