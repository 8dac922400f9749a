import { useMutation } from '@tanstack/react-query'
import type { questionnaireAnswerOutcomeSchema } from '@acolhe/shared/api/questionnaires'
import type { QuestionnaireAnswersBody } from '@acolhe/shared/schemas/questionnaires'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/user/me/questionnaire-answers { assignment_id, session_id, answers } → 201 { response_id, risk }.
// The list of open questionnaires is refreshed by the page when the patient leaves the answer's outcome,
// so a crisis notice is never taken off the screen by a refetch.

export function useAnswerQuestionnaire() {
  return useMutation({
    mutationFn: async (body: QuestionnaireAnswersBody) => api.post<AnswerOf<typeof questionnaireAnswerOutcomeSchema>>('/user/me/questionnaire-answers', body),
  })
}
