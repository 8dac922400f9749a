import { Button, Group, TextInput } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { dayFromParams } from '../lib/session-filters'

/** De/até of /admin/consultas, kept in the address (date_a/date_b) like the other filters; a change goes back to page 1. */
export function SessionPeriodFilter() {
  const [params, setParams] = useSearchParams()
  const from = dayFromParams(params, 'date_a') ?? ''
  const to = dayFromParams(params, 'date_b') ?? ''

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        next.delete('page')
        return next
      },
      { replace: true },
    )

  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t.periodLabel}>
      <TextInput type="date" label={t.filterFrom} value={from} max={to || undefined} onChange={(event) => update({ date_a: event.currentTarget.value })} w={{ base: 'calc(50% - 6px)', xs: 170 }} />
      <TextInput type="date" label={t.filterTo} value={to} min={from || undefined} onChange={(event) => update({ date_b: event.currentTarget.value })} w={{ base: 'calc(50% - 6px)', xs: 170 }} />
      {(from || to) && (
        <Button variant="subtle" onClick={() => update({ date_a: '', date_b: '' })}>
          {t.clearPeriod}
        </Button>
      )}
    </Group>
  )
}
