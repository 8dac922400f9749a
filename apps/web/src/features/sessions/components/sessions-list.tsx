import { lazy, Suspense, useState } from 'react'
import { Badge, Center, Loader, Stack, Tabs, Text } from '@mantine/core'
import { useFocusReturn } from '@mantine/hooks'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { useSearchParams } from 'react-router'
import type { SessionDto } from '@acolhe/shared/api/session'
import { PAGE_SIZES, START_WINDOW_RECHECK_MS } from '@acolhe/shared/constants'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { ListPagination } from '../../../components/list-pagination'
import { LoadError } from '../../../components/load-error'
import { errorMessage } from '../../../lib/api-client'
import { useMySessions } from '../../../lib/session-api/list-my-sessions'
import { useUpdateSession, type SessionChange } from '../../../lib/session-api/update-session'
import type { Viewer } from '../lib/viewer'
import { SESSION_TABS, type SessionTab } from '@acolhe/shared/enums'
import { TAB_STATISTIC } from '../lib/session-tabs'
import { enumFromParams, usePageParam } from '../../../lib/list-query-params'
import { useNow } from '../../../lib/use-now'
import { EmptySessions } from './empty-sessions'
import { SessionCard } from './session-card'

// The two modals that pick an hour show a calendar (the dates library and dayjs, ~17 KiB gzip): fetched
// when one opens, so the homes that list consultations do not download them up front (decision 052).
const EditSessionModal = lazy(() => import('./edit-session-modal').then((module) => ({ default: module.EditSessionModal })))
const ReturnModal = lazy(() => import('./return-modal').then((module) => ({ default: module.ReturnModal })))
// The payment and cancellation dialogs too: Mantine's modal (focus trap, scroll lock, portal) is then out
// of the homes' first load (decision 057).
const PayModal = lazy(() => import('./pay-modal').then((module) => ({ default: module.PayModal })))
const CancelModal = lazy(() => import('./cancel-modal').then((module) => ({ default: module.CancelModal })))

const TAB_LABELS: Record<SessionTab, string> = { today: t.tabToday, upcoming: t.tabUpcoming, all: t.tabAll }

type OpenModal = { kind: 'edit' | 'pay' | 'return' | 'cancel'; session: SessionDto } | null

/** Where an empty list sends a patient (the booking wizard); professionals get no link. */
export type EmptyAction = { to: string } | null

/**
 * The consultations of /home and /profissional/home: tabs Hoje / Próximas / Todas with the server's
 * counts, cards 8 per page, every button and modal of a card. The list is read again every 2 minutes,
 * so buttons that depend on the time (the start window) follow the server.
 */
export function SessionsList({ viewer, emptyAction }: { viewer: Viewer; emptyAction: EmptyAction }) {
  const now = useNow(START_WINDOW_RECHECK_MS)
  // Tab and page live in the address, so a reload or a shared link opens the same page.
  const [params, setParams] = useSearchParams()
  const tab: SessionTab = enumFromParams(params, 'aba', SESSION_TABS) ?? 'today'
  const [page, setPage] = usePageParam()
  const [modal, setModal] = useState<OpenModal>(null)
  // The dialogs are mounted when they open and removed when they close, so Mantine's modal never sees
  // `opened` turn false and cannot give focus back to the card's button itself: the list does it.
  useFocusReturn({ opened: modal !== null })
  const closeModal = () => setModal(null)
  // The server defines each tab and counts exactly what it lists.
  const list = useMySessions({ page, tab })
  const update = useUpdateSession()
  const statistic = list.data?.statistic

  const goToTab = (next: SessionTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current)
        if (next === 'today') changed.delete('aba')
        else changed.set('aba', next)
        changed.delete('page')
        return changed
      },
      { replace: true },
    )

  const change = (request: SessionChange, success: string) =>
    update.mutate(request, {
      onSuccess: () => notifications.show({ color: 'green', message: success }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.statusError) }),
    })

  // Finishing cannot be undone by the professional: they confirm it first.
  const confirmEnd = (id: string) =>
    modals.openConfirmModal({
      title: t.endConfirmTitle,
      children: <Text size="sm">{t.endConfirmBody}</Text>,
      labels: { confirm: t.endConfirm, cancel: t.endKeep },
      onConfirm: () => change({ kind: 'end', id }, t.ended),
    })

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = SESSION_TABS.find((candidate) => candidate === value)
          if (next) goToTab(next)
        }}
      >
        <Tabs.List aria-label={t.tabsLabel}>
          {SESSION_TABS.map((id) => (
            <Tabs.Tab
              key={id}
              value={id}
              rightSection={
                statistic ? (
                  <Badge size="sm" variant="light" circle={statistic[TAB_STATISTIC[id]] < 10}>
                    {statistic[TAB_STATISTIC[id]]}
                  </Badge>
                ) : null
              }
            >
              {TAB_LABELS[id]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {list.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {list.isError && <LoadError message={t.loadError} onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && (
        <EmptySessions tab={tab} total={list.data.statistic?.[TAB_STATISTIC.all] ?? 0} bookingPath={emptyAction?.to ?? null} onSeeAll={() => goToTab('all')} />
      )}
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data?.data.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            viewer={viewer}
            now={now}
            busy={update.isPending && update.variables.id === session.id}
            onStart={() => change({ kind: 'start', id: session.id }, t.started)}
            onEnd={() => confirmEnd(session.id)}
            onEdit={() => setModal({ kind: 'edit', session })}
            onPay={() => setModal({ kind: 'pay', session })}
            onReturn={() => setModal({ kind: 'return', session })}
            onCancel={() => setModal({ kind: 'cancel', session })}
          />
        ))}
      </Stack>
      <ListPagination total={list.data?.total ?? 0} limit={PAGE_SIZES.consultations} page={page} onChange={setPage} label={t.pagesLabel} />

      <Suspense fallback={null}>
        {modal?.kind === 'edit' && <EditSessionModal session={modal.session} onClose={closeModal} />}
        {modal?.kind === 'return' && <ReturnModal session={modal.session} onClose={closeModal} />}
        {modal?.kind === 'pay' && <PayModal session={modal.session} onClose={closeModal} />}
        {modal?.kind === 'cancel' && (
          <CancelModal
            session={modal.session}
            viewer={viewer}
            pending={update.isPending}
            onKeep={closeModal}
            onConfirm={() =>
              update.mutate(
                { kind: 'status', id: modal.session.id, status: 'CANCELLED' },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t.cancelled })
                    closeModal()
                  },
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.statusError) }),
                },
              )
            }
          />
        )}
      </Suspense>
    </Stack>
  )
}
