import { queryOptions, useQuery } from '@tanstack/react-query'
import { authProvidersSchema, type AuthProvidersDto } from '@acolhe/shared/api/auth-providers'
import { api } from './api-client'

// GET /api/auth/providers → { google } (decision 007): the Google button shows only when configured.
// Shared by the sign-up and login pages of both areas, hence here rather than in a feature.

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersDto> {
  return authProvidersSchema.parse(await api.get('/auth/providers', undefined, signal))
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth-providers'], queryFn: ({ signal }) => getAuthProviders(signal), staleTime: Infinity })

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
