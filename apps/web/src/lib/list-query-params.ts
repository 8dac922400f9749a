import { useSearchParams } from 'react-router'

/** The 1-based page of a list kept in the address (`page`); anything unreadable is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** A 'true'/'false' query value as a boolean; anything else is no filter. */
export function booleanFromParams(params: URLSearchParams, key: string): boolean | undefined {
  const value = params.get(key)
  return value === 'true' ? true : value === 'false' ? false : undefined
}

/** One of `allowed` from the query string, else undefined (old or hand-edited links are ignored). */
export function enumFromParams<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | undefined {
  const value = params.get(key)
  return allowed.find((option) => option === value)
}

/** Reads and writes the list's page in the query string, so a page survives a reload and can be shared. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const setPage = (page: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (page <= 1) next.delete('page')
        else next.set('page', String(page))
        return next
      },
      { replace: true },
    )
  return [pageFromParams(params), setPage]
}
