import { QueryClient } from '@tanstack/react-query'

// Queries do not refetch on window focus and do not retry; mutations do not retry.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}
