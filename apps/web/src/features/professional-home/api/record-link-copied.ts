import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onboardingSchema, type OnboardingDto } from '@acolhe/shared/api/onboarding'
import { api } from '../../../lib/api-client'
import { professionalHomeQueryKeys } from './professional-home-query-keys'

// POST /api/professional-private/me/onboarding/link-copied → 200 the checklist.

export async function recordLinkCopied(): Promise<OnboardingDto> {
  return onboardingSchema.parse(await api.post('/professional-private/me/onboarding/link-copied'))
}

export function useRecordLinkCopied() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: recordLinkCopied, onSuccess: (checklist) => queryClient.setQueryData(professionalHomeQueryKeys.onboarding, checklist) })
}
