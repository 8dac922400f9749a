import { z } from 'zod'
import { QUESTIONNAIRE_SCHEDULES } from '../api/questionnaires'
import { INSTRUMENT_CODES } from '../instruments/catalogue'
import { questionnaireTexts as t } from '../texts/questionnaires'

// Bodies and parameters of the questionnaires' routes (docs/decisions/094-questionnaire-schedules.md).

export const EVERY_N_MIN = 2
export const EVERY_N_MAX = 12

const uuid = (message: string) => z.string({ error: message }).uuid(message)

export const questionnairePatientParamSchema = z.object({ patientId: uuid(t.invalidId) })

/** Body of POST /professional-private/me/questionnaires/{patientId}/assignments. */
export const assignQuestionnaireBodySchema = z
  .object({
    instrument: z.enum(INSTRUMENT_CODES, { error: t.instrumentRequired }),
    schedule: z.enum(QUESTIONNAIRE_SCHEDULES, { error: t.scheduleRequired }),
    every_n: z.number({ error: t.everyNInvalid }).int(t.everyNInvalid).min(EVERY_N_MIN, t.everyNInvalid).max(EVERY_N_MAX, t.everyNInvalid).nullable().optional(),
  })
  .refine((body) => (body.schedule === 'EVERY_N_SESSIONS') === (body.every_n !== undefined && body.every_n !== null), { message: t.everyNInvalid, path: ['every_n'] })
export type AssignQuestionnaireBody = z.infer<typeof assignQuestionnaireBodySchema>

/** Body of POST /user/me/questionnaire-answers: one answer sheet, the option values in item order. */
export const questionnaireAnswersBodySchema = z.object({
  assignment_id: uuid(t.invalidId),
  session_id: uuid(t.invalidId),
  answers: z.array(z.number({ error: t.answersIncomplete }).int(t.answersIncomplete), { error: t.answersIncomplete }).min(1, t.answersIncomplete).max(40, t.answersIncomplete),
})
export type QuestionnaireAnswersBody = z.infer<typeof questionnaireAnswersBodySchema>

/** Body of PUT /professional-private/me/questionnaires/{patientId}/sharing: show (or stop showing) one instrument's history to the patient. */
export const questionnaireSharingBodySchema = z.object({
  instrument: z.enum(INSTRUMENT_CODES, { error: t.instrumentRequired }),
  shared: z.boolean({ error: t.sharedRequired }),
})
export type QuestionnaireSharingBody = z.infer<typeof questionnaireSharingBodySchema>
