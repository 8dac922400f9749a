import { Button, Group, Pill, Select, Stack } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { useSearchParamsUpdate } from '../lib/use-search-params-update'

export type FilterOption = { value: string; label: string }
export type FilterDefinition = {
  /** Query-string key, e.g. 'status'. */
  key: string
  label: string
  options: readonly FilterOption[]
}

/** Query-string key of the current page; a new filter sends the list back to its first page. */
const PAGE_PARAM = 'page'

/**
 * Filter bar of the lists (docs/product/screens-and-routes.md): the chosen filters live in the address's
 * query string, so a list can be shared and survives reloads, and show as removable chips.
 */
export function FilterBar({ filters }: { filters: readonly FilterDefinition[] }) {
  const [searchParams] = useSearchParams()
  // Two filters chosen before the list's re-render commits must both stay (use-search-params-update.ts).
  const setSearchParams = useSearchParamsUpdate()

  const update = (changes: Record<string, string | null>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        }
        next.delete(PAGE_PARAM)
        return next
      },
      { replace: true },
    )
  }

  // A value not among the options (an old or hand-edited link) is ignored rather than shown.
  const chosenOption = (filter: FilterDefinition) => filter.options.find((o) => o.value === searchParams.get(filter.key))
  const chosen = filters.flatMap((filter) => {
    const option = chosenOption(filter)
    return option ? [{ filter, option }] : []
  })

  return (
    <Stack gap="xs" role="group" aria-label={t.filtersLabel}>
      <Group gap="sm" align="flex-end">
        {filters.map((filter) => (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder={t.filterAll}
            data={filter.options.map((o) => ({ value: o.value, label: o.label }))}
            value={chosenOption(filter)?.value ?? null}
            onChange={(value) => update({ [filter.key]: value })}
            maxDropdownHeight={240}
            allowDeselect
            w={{ base: '100%', xs: 200 }}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </Group>
      {chosen.length > 0 && (
        <Group gap="xs" aria-label={t.activeFiltersLabel} role="list">
          {chosen.map(({ filter, option }) => (
            <Pill
              key={filter.key}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => update({ [filter.key]: null })}
              // Mantine hides the remove button from keyboards and screen readers; these chips are the only way to remove a filter.
              removeButtonProps={{ 'aria-label': t.removeFilter(`${filter.label}: ${option.label}`), 'aria-hidden': false, tabIndex: 0 }}
            >
              {`${filter.label}: ${option.label}`}
            </Pill>
          ))}
          {chosen.length > 1 && (
            <Button variant="subtle" size="compact-sm" onClick={() => update(Object.fromEntries(chosen.map(({ filter }) => [filter.key, null])))}>
              {t.clearFilters}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  )
}
