import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useSearchParams } from 'react-router'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { adminCommonTexts as ct, adminPatientsTexts as pt, adminSessionBookingTexts as t } from '@acolhe/shared/texts/ui-admin'
import { FilterBar } from '../../../components/filter-bar'
import { ListPagination } from '../../../components/list-pagination'
import { SearchBox } from '../../../components/search-box'
import { usePageParam } from '../../../lib/list-query-params'
import { useAdminPatients } from '../../../lib/admin-lists/patients-api'
import { personName } from '../lib/person-name'
import { PATIENT_FILTERS, patientsQueryOf } from '../lib/wizard-filters'
import { ChoiceTable, type ChoiceColumn } from './choice-table'

/** Only an active patient with a complete sign-up can have a consultation booked (the server refuses the rest). */
const bookable = (patient: AdminPatientDto) => !patient.banned && patient.is_complete

function PatientState({ patient }: { patient: AdminPatientDto }) {
  if (patient.banned) return <Badge color="red" variant="light">{t.patientBanned}</Badge>
  if (!patient.is_complete) return <Badge color="yellow" variant="light">{t.patientIncomplete}</Badge>
  return <Badge color="green" variant="light">{t.patientReady}</Badge>
}

const COLUMNS: readonly ChoiceColumn<AdminPatientDto>[] = [
  { header: t.columnName, cell: (patient) => <Text fw={600}>{personName(patient) || pt.noName}</Text> },
  { header: t.columnEmail, cell: (patient) => <Text style={{ overflowWrap: 'anywhere' }}>{patient.email}</Text> },
  { header: t.columnStatus, cell: (patient) => <PatientState patient={patient} />, minWidth: 160 },
]

export type PatientStepProps = { selectedId: string | undefined; onSelect: (id: string) => void; onNext: () => void }

/** Step 1 'Pacientes' (docs/product/screens-and-routes.md): 5 per page, 'Estado do cadastro' filter, search by name. */
export function PatientStep({ selectedId, onSelect, onNext }: PatientStepProps) {
  const [params] = useSearchParams()
  const [, setPage] = usePageParam()
  const query = patientsQueryOf(params)
  const list = useAdminPatients(query)

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t.choosePatient}
      </Title>
      <SearchBox placeholder={t.searchPlaceholder} />
      <FilterBar filters={PATIENT_FILTERS} />
      <ChoiceTable
        label={t.patientsLabel}
        rows={list.data?.data}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        empty={t.patientEmpty}
        columns={COLUMNS}
        nameOf={(patient) => personName(patient) || patient.email}
        selectable={bookable}
        selectedId={selectedId}
        onSelect={(patient) => onSelect(patient.id)}
        minWidth={640}
        testId="patient-row"
      />
      <Text size="xs" c="dimmed">
        {t.patientBlockedHint}
      </Text>
      <ListPagination total={list.data?.total ?? 0} limit={query.limit} page={query.page} onChange={setPage} label={ct.paginationLabel} />
      <Group justify="space-between">
        <Button component={Link} to="/admin/consultas" variant="default">
          {t.cancel}
        </Button>
        <Button disabled={!selectedId} onClick={onNext}>
          {t.next}
        </Button>
      </Group>
    </Stack>
  )
}
