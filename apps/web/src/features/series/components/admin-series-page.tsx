import { useState } from 'react'
import { Card, Center, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useSearchParams } from 'react-router'
import type { SeriesDto } from '@acolhe/shared/api/series'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { formatTime, formatWeekDayAndDate } from '@acolhe/shared/format/dates'
import { adminCommonTexts as ct } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { FilterBar } from '../../../components/filter-bar'
import { ListPagination } from '../../../components/list-pagination'
import { ListTable } from '../../../components/list-table'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { BOTTOM_SHEET_QUERY } from '../../../components/responsive-modal'
import { SearchBox } from '../../../components/search-box'
import { usePageParam } from '../../../lib/list-query-params'
import { useAllSeries } from '../api/list-all-series'
import { ADMIN_SERIES_FILTERS, adminSeriesQueryOf } from '../lib/admin-series-filters'
import { lengthLabel, personName } from '../lib/series-labels'
import { AdminSeriesActions } from './admin-series-actions'
import { ManageSeriesModal } from './manage-series-modal'
import { SeriesStatusBadge } from './series-status-badge'

const nextOf = (series: SeriesDto) => (series.next_occurrence ? `${formatWeekDayAndDate(series.next_occurrence)} ${formatTime(series.next_occurrence)}` : t.adminNoNext)

const c = t.adminColumns
const COLUMNS = [{ label: c.patient }, { label: c.professional }, { label: c.weekly, miw: 140 }, { label: c.length }, { label: c.status }, { label: c.next }, { label: c.actions, miw: 190 }]

/** A series on a phone: the table's columns stacked in a card (as /admin/consultas shows its sessions). */
function AdminSeriesCard({ series, onShowWeeks }: { series: SeriesDto; onShowWeeks: () => void }) {
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={personName(series.patient)} data-testid="admin-series-row">
      <Stack gap={6}>
        <Text fw={700}>{personName(series.patient)}</Text>
        <Text size="sm">{t.adminWith(personName(series.professional))}</Text>
        <Text size="sm">{`${t.weekly(series.week_day, series.time)} · ${lengthLabel(series.weeks)}`}</Text>
        <div>
          <SeriesStatusBadge status={series.status} />
        </div>
        <Text size="sm" c="dimmed">
          {series.next_occurrence ? t.next(nextOf(series)) : t.noNext}
        </Text>
        <AdminSeriesActions series={series} onShowWeeks={onShowWeeks} />
      </Stack>
    </Card>
  )
}

/**
 * /admin/horarios-fixos (docs/product/screens-and-routes.md, docs/decisions/040-weekly-series.md): every
 * weekly series, 5 a page, newest first (the server's order); a name search and the status filter live in
 * the address; each row's buttons are what the server's `actions` allow. A table on wider screens, cards on phones.
 */
export function AdminSeriesPage() {
  const [params] = useSearchParams()
  const [, setPage] = usePageParam()
  const query = adminSeriesQueryOf(params)
  const list = useAllSeries(query)
  const phone = useMediaQuery(BOTTOM_SHEET_QUERY) ?? false
  const [weeksOf, setWeeksOf] = useState<string | null>(null)
  const pagination = { limit: PAGE_SIZES.adminTables, page: query.page, onChange: setPage, label: ct.paginationLabel }

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={uiPageTitles.adminSeries} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t.adminTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {t.adminSubtitle}
        </Text>
      </Stack>
      <SearchBox label={t.adminSearchLabel} placeholder={t.adminSearchPlaceholder} />
      <FilterBar filters={ADMIN_SERIES_FILTERS} />
      {phone ? (
        list.isPending ? (
          <Center py="xl">
            <Loader aria-label={ct.loading} />
          </Center>
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <Card withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              {t.adminEmpty}
            </Text>
          </Card>
        ) : (
          <>
            <Stack gap="sm" data-testid="admin-series">
              {list.data.data.map((series) => (
                <AdminSeriesCard key={series.id} series={series} onShowWeeks={() => setWeeksOf(series.id)} />
              ))}
            </Stack>
            <ListPagination total={list.data.total} {...pagination} />
          </>
        )
      ) : (
        <ListTable
          query={list}
          columns={COLUMNS}
          minWidth={960}
          emptyText={t.adminEmpty}
          pagination={pagination}
          row={(series) => (
            <Table.Tr key={series.id} data-testid="admin-series-row">
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600} size="sm">
                  {personName(series.patient)}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{personName(series.professional)}</Table.Td>
              <Table.Td>{t.weekly(series.week_day, series.time)}</Table.Td>
              <Table.Td>{lengthLabel(series.weeks)}</Table.Td>
              <Table.Td>
                <SeriesStatusBadge status={series.status} />
              </Table.Td>
              <Table.Td>{nextOf(series)}</Table.Td>
              <Table.Td>
                <AdminSeriesActions series={series} onShowWeeks={() => setWeeksOf(series.id)} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
      <ManageSeriesModal series={list.data?.data.find((s) => s.id === weeksOf) ?? null} viewer="admin" onClose={() => setWeeksOf(null)} />
    </Stack>
  )
}
