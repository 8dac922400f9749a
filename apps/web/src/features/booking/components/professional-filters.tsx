import { useState } from 'react'
import { Button, Collapse, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { DIRECTORY_PRICE_CEILINGS_CENTS } from '@acolhe/shared/constants'
import { DIRECTORY_MODALITY_LABELS, DIRECTORY_SORT_LABELS, LANGUAGE_LABELS } from '@acolhe/shared/enums'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiSearchTexts as t } from '@acolhe/shared/texts/ui-search'
import { FilterBar, type FilterDefinition } from '../../../components/filter-bar'
import { usePracticeTerms } from '../../../lib/practice-terms'
import { SEARCH_FILTER_KEYS } from '../api/list-professionals'

/** Price ceilings offered, in what the patient pays (centavos); the server applies its own formula. */
const labelled = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

function useFilterDefinitions(): FilterDefinition[] {
  const terms = usePracticeTerms().data ?? []
  const ofKind = (kind: string) => terms.filter((term) => term.kind === kind).map((term) => ({ value: term.id, label: term.name }))
  return [
    { key: 'approach', label: t.approach, options: ofKind('APPROACH') },
    { key: 'theme', label: t.theme, options: ofKind('THEME') },
    { key: 'max_price', label: t.maxPrice, options: DIRECTORY_PRICE_CEILINGS_CENTS.map((cents) => ({ value: String(cents), label: t.maxPriceOption(formatBRL(cents)) })) },
    { key: 'modality', label: t.modality, options: labelled(DIRECTORY_MODALITY_LABELS) },
    { key: 'language', label: t.language, options: labelled(LANGUAGE_LABELS) },
    { key: 'this_week', label: t.thisWeek, options: [{ value: 'true', label: t.thisWeekOption }] },
    // 'Nome' is the order without the parameter.
    { key: 'sort', label: t.sort, options: labelled(DIRECTORY_SORT_LABELS).filter((o) => o.value !== 'name') },
  ]
}

/**
 * Step 1's search filters, kept in the address (decision 043). On a phone they fold behind a 'Filtros'
 * button that counts the chosen ones; from tablets up they are always shown.
 */
export function ProfessionalFilters() {
  const filters = useFilterDefinitions()
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false })
  const [params] = useSearchParams()
  const chosen = SEARCH_FILTER_KEYS.filter((key) => params.get(key)).length
  const [open, setOpen] = useState(chosen > 0)
  if (wide) return <FilterBar filters={filters} />
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="professional-filters"
        fullWidth
      >
        {chosen > 0 ? t.filtersButtonCount(chosen) : t.filtersButton}
      </Button>
      <Collapse expanded={open} id="professional-filters">
        <FilterBar filters={filters} />
      </Collapse>
    </Stack>
  )
}
