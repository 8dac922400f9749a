import { useState } from 'react'
import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import type { SessionDto } from '@acolhe/shared/api/session'
import { START_WINDOW_RECHECK_MS } from '@acolhe/shared/constants'
import { adminCommonTexts as ct, adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { FilterBar } from '../../../components/filter-bar'
import { ListPagination } from '../../../components/list-pagination'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { SearchBox } from '../../../components/search-box'
import { errorMessage } from '../../../lib/api-client'
import { usePageParam } from '../../../lib/list-query-params'
import { useNow } from '../../../lib/use-now'
import { useSessions } from '../api/list-sessions'
import { useSetPayment } from '../api/set-payment'
import { SESSION_FILTERS, sessionsQueryOf } from '../lib/session-filters'
import { AdminSessionCard } from './admin-session-card'
import { EditSessionModal } from './edit-session-modal'
import { ExportSessionsModal } from './export-sessions-modal'
import { ReturnModal } from './return-modal'
import { SessionPeriodFilter } from './session-period-filter'

type OpenModal = { kind: 'edit' | 'return'; session: SessionDto } | null

const countFormat = new Intl.NumberFormat('pt-BR')

/**
 * /admin/consultas (docs/product/screens-and-routes.md): session cards 5 per page; what is next comes first, then the past (the
 * server's order); type/status/payment filters, de/até, search and page in the address; CSV export.
 */
export function SessionsListPage() {
  const [params] = useSearchParams()
  const [, setPage] = usePageParam()
  const query = sessionsQueryOf(params)
  const list = useSessions(query)
  const setPayment = useSetPayment()
  const now = useNow(START_WINDOW_RECHECK_MS)
  const [modal, setModal] = useState<OpenModal>(null)
  const [exporting, setExporting] = useState(false)

  const confirmPaid = (session: SessionDto) =>
    modals.openConfirmModal({
      title: ct.confirmTitle,
      children: <Text size="sm">{t.markPaidConfirm}</Text>,
      labels: { confirm: ct.confirm, cancel: ct.cancel },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        setPayment.mutate(
          { id: session.id, payment: 'DONE' },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t.markPaidSuccess }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.paymentError) }),
          },
        ),
    })

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminSessions} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />} onClick={() => setExporting(true)}>
            {t.exportCsv}
          </Button>
          <Button component={Link} to="agendar" leftSection={<IconPlus size={18} aria-hidden="true" />}>
            {t.newSession}
          </Button>
        </Group>
      </Group>
      <SearchBox placeholder={t.searchPlaceholder} label={t.searchLabel} />
      <FilterBar filters={SESSION_FILTERS} />
      <SessionPeriodFilter />
      {!query.date_a && (
        <Text size="sm" c="dimmed">
          {t.orderHint}
        </Text>
      )}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : list.isError ? (
        <LoadError message={t.loadError} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack gap={4} align="center" ta="center">
            <Text fw={700}>{t.empty}</Text>
            <Text c="dimmed" size="sm">
              {t.emptyHint}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="admin-sessions">
            {list.data.data.map((session) => (
              <AdminSessionCard
                key={session.id}
                session={session}
                now={now}
                onEdit={() => setModal({ kind: 'edit', session })}
                onMarkPaid={() => confirmPaid(session)}
                onCreateReturn={() => setModal({ kind: 'return', session })}
              />
            ))}
          </Stack>
          {list.data.total_is_lower_bound && (
            <Text c="dimmed" size="sm" data-testid="admin-sessions-lower-bound">
              {t.totalLowerBound(countFormat.format(list.data.total))}
            </Text>
          )}
          <ListPagination total={list.data.total} limit={query.limit} page={query.page} onChange={setPage} label={t.pagesLabel} />
        </>
      )}
      {modal?.kind === 'edit' && <EditSessionModal session={modal.session} onClose={() => setModal(null)} />}
      {modal?.kind === 'return' && <ReturnModal session={modal.session} onClose={() => setModal(null)} />}
      {exporting && <ExportSessionsModal opened onClose={() => setExporting(false)} initialFrom={query.date_a} initialTo={query.date_b} />}
    </Stack>
  )
}
