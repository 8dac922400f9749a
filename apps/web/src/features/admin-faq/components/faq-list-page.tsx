import { useState } from 'react'
import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { FaqItemDto } from '@acolhe/shared/api/faq'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { adminCommonTexts as ct, adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { ListPagination } from '../../../components/list-pagination'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { usePageParam } from '../../../lib/list-query-params'
import { useDeleteQuestion } from '../api/delete-question'
import { useQuery } from '@tanstack/react-query'
import { questionsQueryOptions } from '../../../lib/questions-api'
import { useReorderQuestions } from '../api/reorder-questions'
import { FaqEditModal } from './faq-edit-modal'
import { FaqSortableList } from './faq-sortable-list'

const LIMIT = PAGE_SIZES.adminFaq

/** /admin/faq: the questions in display order, 7 per page, reordered by dragging; edit in a dialog, delete with a confirm. */
export function FaqListPage() {
  const [page, setPage] = usePageParam()
  const list = useQuery(questionsQueryOptions(page, LIMIT))
  const reorder = useReorderQuestions()
  const remove = useDeleteQuestion()
  const [editing, setEditing] = useState<FaqItemDto | null>(null)
  // Shown at once while the server saves, so the card does not jump back before the refetch.
  const [optimistic, setOptimistic] = useState<FaqItemDto[] | null>(null)
  const questions = optimistic ?? list.data?.data ?? []

  const handleReorder = (ids: string[]) => {
    const before = questions.map((question) => question.id)
    const byId = new Map(questions.map((question) => [question.id, question]))
    setOptimistic(ids.flatMap((id) => byId.get(id) ?? []))
    reorder.mutate(
      { offset: (page - 1) * LIMIT, before, after: ids },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t.orderSuccess }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.orderError) }),
        onSettled: () => setOptimistic(null),
      },
    )
  }

  const confirmDelete = (question: FaqItemDto) =>
    modals.openConfirmModal({
      title: ct.confirmTitle,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t.confirmDelete}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {question.question}
          </Text>
        </Stack>
      ),
      labels: { confirm: t.delete, cancel: ct.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(question.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t.deleteSuccess }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.deleteError) }),
        }),
    })

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={uiPageTitles.adminFaq} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.subtitle}
          </Text>
        </Stack>
        <Button component={Link} to="criar" leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t.newQuestion}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={ct.loading} />
        </Center>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : questions.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {t.empty}
          </Text>
        </Card>
      ) : (
        <>
          <FaqSortableList
            questions={questions}
            firstPosition={(page - 1) * LIMIT + 1}
            busy={reorder.isPending}
            onReorder={handleReorder}
            onEdit={setEditing}
            onDelete={confirmDelete}
          />
          <ListPagination total={list.data.total} limit={LIMIT} page={page} onChange={setPage} label={ct.paginationLabel} />
        </>
      )}
      <FaqEditModal question={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
