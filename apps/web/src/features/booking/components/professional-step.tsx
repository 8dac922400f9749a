import { useState } from 'react'
import { Center, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import type { ProfessionalType } from '@acolhe/shared/enums'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { LoadError } from '../../../components/load-error'
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-box'
import { useSearchParams } from 'react-router'
import { SEARCH_FILTER_KEYS, useProfessionals, type SearchFilters } from '../api/list-professionals'
import { ProfessionalFilters } from './professional-filters'
import { ProfessionalOption } from './professional-option'
import { TypeCards } from './type-cards'

export type ProfessionalStepProps = {
  professionalType: ProfessionalType | undefined
  professionalId: string | undefined
  onTypeChange: (type: ProfessionalType) => void
  onProfessionalChange: (id: string) => void
}

function ProfessionalList({ type, chosenId, onChoose }: { type: ProfessionalType; chosenId: string | undefined; onChoose: (id: string) => void }) {
  const [text, setText] = useState('')
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const [params] = useSearchParams()
  const filters: SearchFilters = Object.fromEntries(SEARCH_FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])))
  const filtersKey = JSON.stringify(filters)
  // A new filter sends the list back to its first page.
  const [paging, setPaging] = useState({ filtersKey, page: 1 })
  const page = paging.filtersKey === filtersKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ filtersKey, page: next })
  const list = useProfessionals({ professionalType: type, page, search, filters })
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZES.publicProfessionals))

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t.chooseProfessional}
      </Title>
      <TextInput
        type="search"
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={text}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setPage(1)
        }}
      />
      <ProfessionalFilters />
      {list.isPending && (
        <Center py="lg">
          <Loader />
        </Center>
      )}
      {list.isError && <LoadError message={t.professionalLoadError} onRetry={() => void list.refetch()} />}
      {list.data && list.data.professionals.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t.noProfessional}
        </Text>
      )}
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data?.professionals.map((professional) => (
          <ProfessionalOption
            key={professional.id}
            professional={professional}
            chosen={professional.id === chosenId}
            onChoose={() => onChoose(professional.id)}
          />
        ))}
      </Stack>
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label={t.professionalsPages} size="sm" />
        </Center>
      )}
    </Stack>
  )
}

/** Step 1 (docs/product/screens-and-routes.md): the professional type, then a professional, 4 per page with the search and filters. */
export function ProfessionalStep({ professionalType, professionalId, onTypeChange, onProfessionalChange }: ProfessionalStepProps) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.chooseType}
        </Title>
        <TypeCards value={professionalType} onChange={onTypeChange} />
      </Stack>
      {professionalType && <ProfessionalList key={professionalType} type={professionalType} chosenId={professionalId} onChoose={onProfessionalChange} />}
    </Stack>
  )
}
