import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import type { AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { CONTRACT_TYPE_LABELS, PROFESSIONAL_TYPE_LABELS, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { adminCommonTexts as ct, adminSessionBookingTexts as t } from '@acolhe/shared/texts/ui-admin'
import { FilterBar } from '../../../components/filter-bar'
import { ListPagination } from '../../../components/list-pagination'
import { SearchBox } from '../../../components/search-box'
import { usePageParam } from '../../../lib/list-query-params'
import { useAdminProfessionals } from '../../../lib/admin-lists/professionals-api'
import { personName } from '../lib/person-name'
import { PROFESSIONAL_FILTERS, professionalsQueryOf } from '../lib/wizard-filters'
import { ChoiceTable, type ChoiceColumn } from './choice-table'

/** Only authorized professionals receive bookings (the server refuses the rest). */
const bookable = (professional: AdminProfessionalDto) => professional.authorized && !professional.banned

const COLUMNS: readonly ChoiceColumn<AdminProfessionalDto>[] = [
  {
    header: t.columnName,
    cell: (professional) => (
      <Stack gap={0}>
        <Text fw={600}>{personName(professional)}</Text>
        <Text size="xs" c="dimmed">
          {professional.crm_or_crp}
        </Text>
      </Stack>
    ),
  },
  { header: t.columnType, cell: (professional) => PROFESSIONAL_TYPE_LABELS[professional.professional_type] },
  { header: t.columnModality, cell: (professional) => SERVICE_MODALITY_LABELS[professional.service_modality] },
  { header: t.columnContract, cell: (professional) => CONTRACT_TYPE_LABELS[professional.contract] },
  {
    header: t.columnStatus,
    minWidth: 150,
    cell: (professional) => (
      <Badge color={bookable(professional) ? 'green' : 'yellow'} variant="light">
        {bookable(professional) ? t.professionalAuthorized : t.professionalUnauthorized}
      </Badge>
    ),
  },
]

export type ProfessionalStepProps = { selectedId: string | undefined; onSelect: (id: string) => void; onBack: () => void; onNext: () => void }

/** Step 2 'Profissionais' (docs/product/screens-and-routes.md): 5 per page, the four filters of the professionals list, search by name. */
export function ProfessionalStep({ selectedId, onSelect, onBack, onNext }: ProfessionalStepProps) {
  const [params] = useSearchParams()
  const [, setPage] = usePageParam()
  const query = professionalsQueryOf(params)
  const list = useAdminProfessionals(query)

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t.chooseProfessional}
      </Title>
      <SearchBox placeholder={t.searchPlaceholder} />
      <FilterBar filters={PROFESSIONAL_FILTERS} />
      <ChoiceTable
        label={t.professionalsLabel}
        rows={list.data?.data}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        empty={t.professionalEmpty}
        columns={COLUMNS}
        nameOf={personName}
        selectable={bookable}
        selectedId={selectedId}
        onSelect={(professional) => onSelect(professional.id)}
        minWidth={760}
        testId="professional-row"
      />
      <Text size="xs" c="dimmed">
        {t.professionalBlockedHint}
      </Text>
      <ListPagination total={list.data?.total ?? 0} limit={query.limit} page={query.page} onChange={setPage} label={ct.paginationLabel} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t.back}
        </Button>
        <Button disabled={!selectedId} onClick={onNext}>
          {t.next}
        </Button>
      </Group>
    </Stack>
  )
}
