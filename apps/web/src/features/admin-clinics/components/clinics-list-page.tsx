import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { formatCnpj, formatPhone } from '@acolhe/shared/format/masks'
import { adminCommonTexts as ct, adminClinicsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { ListTable } from '../../../components/list-table'
import { PageTitle } from '../../../components/page-title'
import { SearchBox } from '../../../components/search-box'
import { pageFromParams } from '../../../lib/list-query-params'
import { useQuery } from '@tanstack/react-query'
import { clinicsQueryOptions } from '../../../lib/clinics-api'

const ACTIVE = 'true'
const INACTIVE = 'false'

/** Page, limit (default 5), status (default active) and search, all read from the address. */
function clinicQueryOf(params: URLSearchParams) {
  const limit = Number(params.get('limit'))
  return {
    page: pageFromParams(params),
    limit: Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : PAGE_SIZES.adminTables,
    status: params.get('status') !== INACTIVE,
    search: params.get('search') ?? undefined,
  }
}

/** /admin/clinicas: name, status, CNPJ, phone and edit; page, limit and status live in the query string. */
export function ClinicsListPage() {
  const [params, setParams] = useSearchParams()
  const query = clinicQueryOf(params)
  const list = useQuery(clinicsQueryOptions(query))

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === null) next.delete(key)
        else next.set(key, value)
        if (key !== 'page') next.delete('page')
        return next
      },
      { replace: true },
    )

  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle title={uiPageTitles.adminClinics} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Button component={Link} to="criar" leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t.newClinic}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="clinicas-status">
            {t.filterStatus}
          </Text>
          <SegmentedControl
            aria-labelledby="clinicas-status"
            value={query.status ? ACTIVE : INACTIVE}
            onChange={(value) => setParam('status', value === ACTIVE ? null : INACTIVE)}
            data={[
              { value: ACTIVE, label: t.active },
              { value: INACTIVE, label: t.inactive },
            ]}
          />
        </Stack>
        <div style={{ flex: 1, minWidth: 220 }}>
          <SearchBox />
        </div>
      </Group>
      <ListTable
        query={list}
        columns={[{ label: t.columnName }, { label: t.columnStatus, miw: 100 }, { label: t.columnCnpj }, { label: t.columnPhone }, { label: t.columnEdit, w: 80 }]}
        minWidth={640}
        emptyText={t.empty}
        pagination={{ limit: query.limit, page: query.page, onChange: (page) => setParam('page', page <= 1 ? null : String(page)), label: ct.paginationLabel }}
        row={(clinic) => (
          <Table.Tr key={clinic.id} data-testid="clinic-row">
            <Table.Td fw={600}>{clinic.name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge color={clinic.active ? 'green' : 'gray'} variant="light">
                {clinic.active ? t.active : t.inactive}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCnpj(clinic.cnpj)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(clinic.phone_number)}</Table.Td>
            <Table.Td>
              <ActionIcon component={Link} to={`editar/${clinic.id}`} variant="subtle" aria-label={t.editAction(clinic.name)}>
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  )
}
