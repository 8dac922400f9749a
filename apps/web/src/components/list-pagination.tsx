import { Center, Pagination } from '@mantine/core'

export type ListPaginationProps = { total: number; limit: number; page: number; onChange: (page: number) => void; label: string }

/** Page numbers under a list, hidden when everything fits on one page. */
export function ListPagination({ total, limit, page, onChange, label }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  return (
    <Center>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onChange} aria-label={label} />
    </Center>
  )
}
