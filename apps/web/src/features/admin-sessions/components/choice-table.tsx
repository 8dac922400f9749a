import type { ReactNode } from 'react'
import { Card, Center, Group, Loader, Paper, Radio, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { adminCommonTexts as ct, adminSessionBookingTexts as t } from '@acolhe/shared/texts/ui-admin'
import { LoadError } from '../../../components/load-error'

export type ChoiceColumn<Row> = { header: string; cell: (row: Row) => ReactNode; minWidth?: number }

export type ChoiceTableProps<Row extends { id: string }> = {
  /** Accessible name of the table and the name of its radio group. */
  label: string
  rows: readonly Row[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  empty: string
  columns: readonly ChoiceColumn<Row>[]
  nameOf: (row: Row) => string
  /** Rows that cannot be chosen keep a disabled radio. */
  selectable: (row: Row) => boolean
  selectedId: string | undefined
  onSelect: (row: Row) => void
  minWidth: number
  testId: string
}

/** Below the 768 px breakpoint the rows become stacked cards instead of a table that scrolls sideways. */
const COMPACT_QUERY = '(max-width: 767.98px)'

const asNode = (cell: ReactNode) => (typeof cell === 'string' ? <Text size="sm" c="dimmed">{cell}</Text> : cell)

function ChoiceRadio({ group, name, chosen, enabled, onSelect }: { group: string; name: string; chosen: boolean; enabled: boolean; onSelect: () => void }) {
  return (
    <Radio
      name={group}
      checked={chosen}
      disabled={!enabled}
      onChange={onSelect}
      onClick={(event) => event.stopPropagation()}
      aria-label={t.selectAction(name)}
      size="md"
    />
  )
}

/** The phone layout: one card per row, the first column as its title and the others beneath. */
function ChoiceCards<Row extends { id: string }>({ label, rows, columns, nameOf, selectable, selectedId, onSelect, testId }: ChoiceTableProps<Row> & { rows: readonly Row[] }) {
  const [first, ...rest] = columns
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {rows.map((row) => {
        const enabled = selectable(row)
        const chosen = row.id === selectedId
        return (
          <Paper
            key={row.id}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            data-testid={testId}
            bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ cursor: enabled ? 'pointer' : 'default' }}
            onClick={() => enabled && onSelect(row)}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ChoiceRadio group={label} name={nameOf(row)} chosen={chosen} enabled={enabled} onSelect={() => onSelect(row)} />
              <Stack gap={6} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {first?.cell(row)}
                <Group gap="xs">
                  {rest.map((column) => (
                    <div key={column.header}>{asNode(column.cell(row))}</div>
                  ))}
                </Group>
              </Stack>
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}

/** A wizard table where one row is chosen with its radio (or a click on the row); cards on phones. */
export function ChoiceTable<Row extends { id: string }>(props: ChoiceTableProps<Row>) {
  const { label, rows, loading, failed, onRetry, empty, columns, nameOf, selectable, selectedId, onSelect, minWidth, testId } = props
  const compact = useMediaQuery(COMPACT_QUERY) ?? false
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={ct.loading} />
      </Center>
    )
  }
  if (failed || !rows) return <LoadError onRetry={onRetry} />
  if (rows.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {empty}
        </Text>
      </Card>
    )
  }
  if (compact) return <ChoiceCards {...props} rows={rows} />
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t.columnChoice}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.header} miw={column.minWidth}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const enabled = selectable(row)
              const chosen = row.id === selectedId
              return (
                <Table.Tr
                  key={row.id}
                  data-testid={testId}
                  bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ cursor: enabled ? 'pointer' : 'default' }}
                  onClick={() => enabled && onSelect(row)}
                >
                  <Table.Td>
                    <ChoiceRadio group={label} name={nameOf(row)} chosen={chosen} enabled={enabled} onSelect={() => onSelect(row)} />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}
