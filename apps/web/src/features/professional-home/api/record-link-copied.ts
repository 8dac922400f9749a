import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { onboardingSchema, OnboardingDto } from '@acolhe/shared/api/onboarding'
import { api } from '../../../lib/api-client'
import { professionalHomeQueryKeys } from './professional-home-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/me/onboarding/link-copied → 200 the checklist.

export async function recordLinkCopied(): Promise<OnboardingDto> {
  return api.post<AnswerOf<typeof onboardingSchema>>('/professional-private/me/onboarding/link-copied')
}

export function useRecordLinkCopied() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: recordLinkCopied, onSuccess: (checklist) => queryClient.setQueryData(professionalHomeQueryKeys.onboarding, checklist) })
}
