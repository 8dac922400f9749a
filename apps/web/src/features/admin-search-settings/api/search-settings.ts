import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { adminServiceListSchema, adminServiceSchema, practiceTermListSchema, practiceTermSchema } from '@acolhe/shared/api/practice'
import type { PracticeTermCreateBody, PracticeTermEditBody, ServiceBoundsBody } from '@acolhe/shared/schemas/practice'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// The admin's vocabularies (GET/POST/PATCH /api/admin/practice-terms) and price list with ranges
// (GET /api/admin/services, PUT /api/admin/services/{id}/bounds), decision 043. Answers are read by their
// type (decision 107): the server has already encoded each through the shared schema.

const TERMS_KEY = ['admin', 'practice-terms'] as const
const SERVICES_KEY = ['admin', 'services'] as const

type TermAnswer = { term: AnswerOf<typeof practiceTermSchema> }
type ServiceAnswer = { service: AnswerOf<typeof adminServiceSchema> }

export function useAdminTerms() {
  return useQuery({ queryKey: TERMS_KEY, queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof practiceTermListSchema>>('/admin/practice-terms', undefined, signal)).terms })
}

export function useCreateTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: PracticeTermCreateBody) => (await api.post<TermAnswer>('/admin/practice-terms', body)).term,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TERMS_KEY }),
  })
}

export function useEditTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PracticeTermEditBody }) =>
      (await api.patch<TermAnswer>(`/admin/practice-terms/${id}`, body)).term,
    // The public filters read the active terms: they change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: TERMS_KEY }), queryClient.invalidateQueries({ queryKey: ['practice-terms'] })]),
  })
}

export function useAdminServices() {
  return useQuery({ queryKey: SERVICES_KEY, queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof adminServiceListSchema>>('/admin/services', undefined, signal)).services })
}

export function useSetServiceBounds() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ServiceBoundsBody }) =>
      (await api.put<ServiceAnswer>(`/admin/services/${id}/bounds`, body)).service,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  })
}
