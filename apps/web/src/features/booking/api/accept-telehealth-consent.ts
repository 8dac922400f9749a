import { useMutation } from '@tanstack/react-query'
import type { telehealthConsentStatusSchema } from '@acolhe/shared/api/telehealth-consent'
import type { AcceptTelehealthConsentBody } from '@acolhe/shared/schemas/telehealth-consent'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/telehealth-consents → 201 the consent now current; 422 TELEHEALTH_CONSENT_REQUIRED with the
// version in force when the text shown was an older one (decision 034).

export async function acceptTelehealthConsent(body: AcceptTelehealthConsentBody) {
  return api.post<AnswerOf<typeof telehealthConsentStatusSchema>>('/telehealth-consents', body)
}

export function useAcceptTelehealthConsent() {
  return useMutation({ mutationFn: acceptTelehealthConsent })
}
