import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Table } from '@mantine/core'
import { renderWithRouter } from '../test/render'
import { ListTable, type ListTableProps } from './list-table'

type Row = { id: string; name: string }

function renderTable(query: ListTableProps<Row>['query'], onChange = vi.fn()) {
  renderWithRouter(
    <ListTable
      query={query}
      columns={[{ label: 'Nome' }, { label: 'Ações', w: 80 }]}
      minWidth={640}
      emptyText="Nenhuma clínica encontrada"
      pagination={{ limit: 2, page: 1, onChange, label: 'Páginas' }}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="row">
          <Table.Td>{row.name}</Table.Td>
          <Table.Td />
        </Table.Tr>
      )}
    />,
  )
  return onChange
}

const idle = { isPending: false, isError: false, refetch: vi.fn() }

afterEach(cleanup)

describe('list table (back-office lists)', () => {
  it('shows a loader while the page loads', () => {
    renderTable({ ...idle, isPending: true, data: undefined })
    expect(screen.getByLabelText('Carregando...')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('offers a retry when the page fails to load', async () => {
    const refetch = vi.fn()
    renderTable({ ...idle, isError: true, data: undefined, refetch })
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('says the empty text instead of an empty table', () => {
    renderTable({ ...idle, data: { data: [], total: 0 } })
    expect(screen.getByText('Nenhuma clínica encontrada')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the headers, one row per item and the pages when there is more than one', async () => {
    const onChange = renderTable({ ...idle, data: { data: [{ id: '1', name: 'Clínica Aurora' }, { id: '2', name: 'Clínica Sol' }], total: 3 } })
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nome', 'Ações'])
    expect(screen.getAllByTestId('row').map((tr) => tr.textContent)).toEqual(['Clínica Aurora', 'Clínica Sol'])
    await userEvent.click(within(screen.getByLabelText('Páginas')).getByRole('button', { name: '2' }))
    expect(onChange).toHaveBeenCalledWith(2)
  })
})
