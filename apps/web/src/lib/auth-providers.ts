import { queryOptions, useQuery } from '@tanstack/react-query'
import type { authProvidersSchema, AuthProvidersDto } from '@acolhe/shared/api/auth-providers'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/auth/providers → { google } (decision 007): the Google button shows only when configured.
// Shared by the sign-up and login pages of both areas, hence here rather than in a feature.

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersDto> {
  return api.get<AnswerOf<typeof authProvidersSchema>>('/auth/providers', undefined, signal)
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth-providers'], queryFn: ({ signal }) => getAuthProviders(signal), staleTime: Infinity })

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
