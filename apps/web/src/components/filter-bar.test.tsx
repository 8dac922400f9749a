import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '../test/render'
import { findOpenOption } from '../test/open-option'
import { FilterBar, type FilterDefinition } from './filter-bar'

const FILTERS: FilterDefinition[] = [
  { key: 'status', label: 'Status', options: [{ value: 'CONFIRMED', label: 'Confirmada' }, { value: 'CANCELLED', label: 'Cancelada' }] },
  { key: 'type', label: 'Tipo', options: [{ value: 'DEFAULT', label: 'Normal' }, { value: 'RETURN', label: 'Retorno' }] },
]

const location = () => screen.getByTestId('location').textContent

afterEach(cleanup)

describe('filter bar', () => {
  it('shows the filters of the address as removable chips', async () => {
    renderWithRouter(<FilterBar filters={FILTERS} />, '/admin/consultas?status=CONFIRMED&type=RETURN&page=3')
    expect(screen.getByText('Status: Confirmada')).toBeInTheDocument()
    expect(screen.getByText('Tipo: Retorno')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remover filtro Status: Confirmada' }))

    expect(screen.queryByText('Status: Confirmada')).not.toBeInTheDocument()
    expect(location()).toBe('/admin/consultas?type=RETURN')
  })

  it('writes a chosen filter to the query string and goes back to the first page', async () => {
    renderWithRouter(<FilterBar filters={FILTERS} />, '/admin/consultas?page=2&search=ana')
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }))
    await userEvent.click(await findOpenOption('Cancelada'))

    expect(location()).toBe('/admin/consultas?search=ana&status=CANCELLED')
    expect(screen.getByText('Status: Cancelada')).toBeInTheDocument()
  })

  it('ignores values that are not among the options', () => {
    renderWithRouter(<FilterBar filters={FILTERS} />, '/admin/consultas?status=BOGUS')
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument()
  })
})
