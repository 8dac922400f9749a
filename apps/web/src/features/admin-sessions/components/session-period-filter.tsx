import { Button, Group } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { DateField } from '../../../components/date-field'
import { dayFromParams } from '../lib/session-filters'

/** De/até of /admin/consultas, kept in the address (date_a/date_b) like the other filters; a change goes back to page 1. */
export function SessionPeriodFilter() {
  const [params, setParams] = useSearchParams()
  const from = dayFromParams(params, 'date_a') ?? null
  const to = dayFromParams(params, 'date_b') ?? null

  const update = (changes: Record<string, string | null>) =>
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
      <DateField label={t.filterFrom} value={from} maxDate={to ?? undefined} onChange={(value) => update({ date_a: value })} w={{ base: 'calc(50% - 6px)', xs: 170 }} />
      <DateField label={t.filterTo} value={to} minDate={from ?? undefined} onChange={(value) => update({ date_b: value })} w={{ base: 'calc(50% - 6px)', xs: 170 }} />
      {(from || to) && (
        <Button variant="subtle" onClick={() => update({ date_a: null, date_b: null })}>
          {t.clearPeriod}
        </Button>
      )}
    </Group>
  )
}
