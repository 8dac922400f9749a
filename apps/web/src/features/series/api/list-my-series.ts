import { useQuery } from '@tanstack/react-query'
import { seriesListSchema } from '@acolhe/shared/api/series'
import { api } from '../../../lib/api-client'
import { seriesQueryKeys } from './series-query-keys'

// GET /api/session-series/me → the patient's or the professional's series running or paused.

export async function listMySeries(signal?: AbortSignal) {
  return seriesListSchema.parse(await api.get('/session-series/me', undefined, signal))
}

export function useMySeries() {
  return useQuery({ queryKey: seriesQueryKeys.mine, queryFn: ({ signal }) => listMySeries(signal) })
}
