import type { ReactNode } from 'react'
import { Card, Center, Loader, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { uiCommonTexts as c } from '@acolhe/shared/texts/ui-common'
import { ListPagination, type ListPaginationProps } from './list-pagination'
import { LoadError } from './load-error'

export type ListTableColumn = { label: string; miw?: number; w?: number }

export type ListTableProps<T> = {
  /** A page query's state, as TanStack Query gives it. */
  query: { isPending: boolean; isError: boolean; data: { data: T[]; total: number } | undefined; refetch: () => unknown }
  columns: ListTableColumn[]
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number
  emptyText: string
  /** One `Table.Tr` per item. */
  row: (item: T) => ReactNode
  pagination: Omit<ListPaginationProps, 'total'>
  /**
   * One card per item for phones: a list whose columns do not fit 390 px reads as cards there rather than
   * as a table scrolled sideways that shows only its first columns.
   */
  card?: (item: T) => ReactNode
}

/** Below this width a list with a `card` renderer shows cards (Mantine's `sm` breakpoint). */
export const LIST_CARDS_QUERY = '(max-width: 47.99em)'

/** A back-office list page's body: loading, load error with retry, the empty text, or the table and its pages. */
export function ListTable<T>({ query, columns, minWidth, emptyText, row, pagination, card }: ListTableProps<T>) {
  const narrow = useMediaQuery(LIST_CARDS_QUERY) ?? false
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={c.loading} />
      </Center>
    )
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} />
  if (query.data.data.length === 0)
    return (
      <Card withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {emptyText}
        </Text>
      </Card>
    )
  if (card && narrow)
    return (
      <>
        <Stack gap="sm" data-testid="list-cards">
          {query.data.data.map(card)}
        </Stack>
        <ListPagination total={query.data.total} {...pagination} />
      </>
    )
  return (
    <>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label} miw={column.miw} w={column.w}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{query.data.data.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <ListPagination total={query.data.total} {...pagination} />
    </>
  )
}
