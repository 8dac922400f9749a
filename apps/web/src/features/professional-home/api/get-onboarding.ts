import { queryOptions, useQuery } from '@tanstack/react-query'
import type { onboardingSchema, OnboardingDto } from '@acolhe/shared/api/onboarding'
import { api } from '../../../lib/api-client'
import { professionalHomeQueryKeys } from './professional-home-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/onboarding → 200 { availability_published, profile_complete, link_copied, listed }.

export async function getOnboarding(signal?: AbortSignal): Promise<OnboardingDto> {
  return api.get<AnswerOf<typeof onboardingSchema>>('/professional-private/me/onboarding', undefined, signal)
}

// Read again whenever the home shows: the ticks follow what was done on the other screens.
export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: professionalHomeQueryKeys.onboarding, queryFn: ({ signal }) => getOnboarding(signal), staleTime: 0 })

export function useOnboarding() {
  return useQuery(onboardingQueryOptions())
}
