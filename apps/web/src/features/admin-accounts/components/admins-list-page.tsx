import { useState } from 'react'
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { AdminListItemDto } from '@acolhe/shared/api/admin'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { adminCommonTexts as ct } from '@acolhe/shared/texts/ui-admin'
import { adminAccountsTexts as t } from '@acolhe/shared/texts/ui-admin-accounts'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { ListTable } from '../../../components/list-table'
import { PageTitle } from '../../../components/page-title'
import { usePageParam } from '../../../lib/list-query-params'
import { useAdmins } from '../api/list-admins'
import { adminNameOf } from '../lib/admin-name'
import { AdminActiveModal } from './admin-active-modal'
import { AdminCreateModal } from './admin-create-modal'

const lastLoginOf = (admin: AdminListItemDto) => (admin.last_login ? `${formatDate(admin.last_login)} ${formatTime(admin.last_login)}` : ct.never)

function NameCell({ admin }: { admin: AdminListItemDto }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600}>{adminNameOf(admin)}</Text>
      {admin.is_self && (
        <Badge variant="outline" size="sm">
          {t.you}
        </Badge>
      )}
    </Group>
  )
}

function StatusBadge({ admin }: { admin: AdminListItemDto }) {
  return (
    <Badge color={admin.active ? 'green' : 'gray'} variant="light">
      {admin.active ? t.active : t.inactive}
    </Badge>
  )
}

/** Deactivate or reactivate, when the server allows it (`can_deactivate`). */
function RowAction({ admin, onChoose }: { admin: AdminListItemDto; onChoose: () => void }) {
  const name = adminNameOf(admin)
  if (admin.active) {
    if (!admin.can_deactivate) return null
    return (
      <Button size="compact-sm" variant="light" color="red" aria-label={t.deactivateAction(name)} onClick={onChoose}>
        {t.deactivate}
      </Button>
    )
  }
  return (
    <Button size="compact-sm" variant="light" color="green" aria-label={t.reactivateAction(name)} onClick={onChoose}>
      {t.reactivate}
    </Button>
  )
}

/**
 * /admin/admins: every admin account, active first, with create, deactivate and reactivate. Whether a
 * row may be deactivated is the server's answer (`can_deactivate`): never one's own account, never the
 * last active admin.
 */
export function AdminsListPage() {
  const [page, setPage] = usePageParam()
  const query = { page, limit: PAGE_SIZES.adminTables }
  const list = useAdmins(query)
  const [creating, setCreating] = useState(false)
  const [target, setTarget] = useState<AdminListItemDto | null>(null)

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={uiPageTitles.adminAdmins} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.subtitle}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          {t.newAdmin}
        </Button>
      </Group>
      <ListTable
        query={list}
        columns={[{ label: t.columnName }, { label: t.columnEmail }, { label: t.columnStatus }, { label: t.columnLastLogin, miw: 150 }, { label: ct.actions }]}
        minWidth={760}
        emptyText={t.empty}
        pagination={{ limit: query.limit, page: query.page, onChange: setPage, label: ct.paginationLabel }}
        row={(admin) => (
          <Table.Tr key={admin.id} data-testid="admin-row">
            <Table.Td>
              <NameCell admin={admin} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{admin.email}</Table.Td>
            <Table.Td>
              <StatusBadge admin={admin} />
            </Table.Td>
            <Table.Td>{lastLoginOf(admin)}</Table.Td>
            <Table.Td>
              <RowAction admin={admin} onChoose={() => setTarget(admin)} />
            </Table.Td>
          </Table.Tr>
        )}
        // On a phone each admin is a card, as in the other back-office lists: a five-column table would scroll sideways.
        card={(admin) => (
          <Paper key={admin.id} withBorder radius="md" p="sm" data-testid="admin-card">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <NameCell admin={admin} />
                <StatusBadge admin={admin} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {admin.email}
              </Text>
              <Text size="sm" c="dimmed">{`${t.columnLastLogin}: ${lastLoginOf(admin)}`}</Text>
              <Group justify="flex-end">
                <RowAction admin={admin} onChoose={() => setTarget(admin)} />
              </Group>
            </Stack>
          </Paper>
        )}
      />
      <AdminCreateModal opened={creating} onClose={() => setCreating(false)} />
      <AdminActiveModal admin={target} onClose={() => setTarget(null)} />
    </Stack>
  )
}
