import { Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useSearchParams } from 'react-router'
import { SUPPORT_STATES } from '@acolhe/shared/schemas/support'
import { adminCommonTexts as ct } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { supportInboxTexts as t } from '@acolhe/shared/texts/ui-support'
import { FilterBar, type FilterDefinition } from '../../../components/filter-bar'
import { ListPagination } from '../../../components/list-pagination'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { enumFromParams, usePageParam } from '../../../lib/list-query-params'
import { useMessages } from '../api/list-messages'
import { useSetAnswered } from '../api/set-answered'
import { SupportMessageCard } from './support-message-card'

const PAGE_SIZE = 10
const FILTERS: readonly FilterDefinition[] = [
  {
    key: 'state',
    label: t.filterState,
    options: [
      { value: 'open', label: t.stateOpen },
      { value: 'answered', label: t.stateAnswered },
    ],
  },
]

/** /admin/suporte: the 'Fale conosco' messages, newest first, with their state; page and filter live in the address. */
export function SupportInboxPage() {
  const [params] = useSearchParams()
  const [page, setPage] = usePageParam()
  const query = { page, limit: PAGE_SIZE, state: enumFromParams(params, 'state', SUPPORT_STATES) }
  const list = useMessages(query)
  const setAnswered = useSetAnswered()

  const mark = (id: string, answered: boolean) =>
    setAnswered.mutate(
      { id, answered },
      {
        onSuccess: () => notifications.show({ color: 'green', message: answered ? t.markedAnswered : t.reopened }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
      },
    )

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminSupport} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.subtitle}
          </Text>
        </Stack>
        {list.data && (
          <Badge size="lg" variant="light" color={list.data.open > 0 ? 'orange' : 'green'} data-testid="support-open-count">
            {t.openCount(list.data.open)}
          </Badge>
        )}
      </Group>
      <FilterBar filters={FILTERS} />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
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
          <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {list.data.data.map((message) => (
              <SupportMessageCard
                key={message.id}
                message={message}
                busy={setAnswered.isPending && setAnswered.variables.id === message.id}
                onAnswered={(answered) => mark(message.id, answered)}
              />
            ))}
          </Stack>
          <ListPagination total={list.data.total} limit={PAGE_SIZE} page={page} onChange={setPage} label={t.pagesLabel} />
        </>
      )}
    </Stack>
  )
}
