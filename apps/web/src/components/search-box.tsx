import { useState } from 'react'
import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { useSearchParamsUpdate } from '../lib/use-search-params-update'

/** Searches wait 300 ms after the last key, so typing a name sends one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Search box of the lists: the text goes to the query parameter `search` after a 300 ms pause (and the
 * list returns to its first page); the address is replaced, not pushed, so Back leaves the list.
 */
export function SearchBox({ placeholder = t.searchPlaceholder, label = t.searchLabel }: { placeholder?: string; label?: string }) {
  const [searchParams] = useSearchParams()
  // A search written while a filter's change has not rendered yet keeps that filter (use-search-params-update.ts).
  const setSearchParams = useSearchParamsUpdate()
  const [text, setText] = useState(() => searchParams.get('search') ?? '')

  const writeSearch = useDebouncedCallback((value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        const trimmed = value.trim()
        if (trimmed) next.set('search', trimmed)
        else next.delete('search')
        next.delete('page')
        return next
      },
      { replace: true },
    )
  }, SEARCH_DEBOUNCE_MS)

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      onChange={(event) => {
        setText(event.currentTarget.value)
        writeSearch(event.currentTarget.value)
      }}
    />
  )
}
