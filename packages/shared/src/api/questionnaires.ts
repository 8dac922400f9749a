import { z } from 'zod'
import { INSTRUMENT_CODES } from '../instruments/catalogue'

// Response shapes of the questionnaires before consultations (docs/decisions/093-questionnaires-as-data.md,
// 094-questionnaire-schedules.md, 095-questionnaire-answers-and-safety-alerts.md), shared by the API's
// response schemas and the web. The wording of each instrument is not sent: both sides read it from
// packages/shared/src/instruments.

export const QUESTIONNAIRE_SCHEDULES = ['ONCE', 'EVERY_SESSION', 'EVERY_N_SESSIONS'] as const
export type QuestionnaireSchedule = (typeof QUESTIONNAIRE_SCHEDULES)[number]

const person = z.object({ id: z.string().uuid(), first_name: z.string().nullable(), last_name: z.string().nullable() })
const instrument = z.enum(INSTRUMENT_CODES)

export const questionnaireAssignmentSchema = z.object({
  id: z.string().uuid(),
  instrument,
  schedule: z.enum(QUESTIONNAIRE_SCHEDULES),
  every_n: z.number().int().nullable(),
  created_at: z.string(),
  stopped_at: z.string().nullable(),
})
export type QuestionnaireAssignmentDto = z.infer<typeof questionnaireAssignmentSchema>

/** One questionnaire asked before one consultation, as the professional sees it. */
export const questionnaireResultSchema = z.object({
  assignment_id: z.string().uuid(),
  instrument,
  session_id: z.string().uuid(),
  session_date: z.string(),
  /** ANSWERED; OPEN (the patient may still answer); EXPIRED (the consultation started unanswered). */
  state: z.enum(['ANSWERED', 'OPEN', 'EXPIRED']),
  answered_at: z.string().nullable(),
  /** The answers in item order (0–3), the total and its band; null unless answered (or unreadable). */
  answers: z.array(z.number().int()).nullable(),
  score: z.number().int().nullable(),
  band: z.string().nullable(),
  band_label: z.string().nullable(),
  risk: z.boolean(),
})
export type QuestionnaireResultDto = z.infer<typeof questionnaireResultSchema>

export const patientQuestionnairesSchema = z.object({
  patient: person,
  assignments: z.array(questionnaireAssignmentSchema),
  results: z.array(questionnaireResultSchema),
  /** The pair's consultations (not cancelled), for the chart's marks beside the scores. */
  sessions: z.array(z.object({ id: z.string().uuid(), selected_date: z.string() })),
  /** The instruments whose history the patient sees (decision 099). */
  shared: z.array(instrument),
})
export type PatientQuestionnairesDto = z.infer<typeof patientQuestionnairesSchema>

/** What the agenda's cards show: per consultation, its answered questionnaires and whether one is a risk answer. */
export const questionnaireMarksSchema = z.object({
  data: z.array(
    z.object({
      session_id: z.string().uuid(),
      instrument,
      score: z.number().int().nullable(),
      band_label: z.string().nullable(),
      risk: z.boolean(),
    }),
  ),
})
export type QuestionnaireMarksDto = z.infer<typeof questionnaireMarksSchema>

export const questionnaireAlertSchema = z.object({
  id: z.string().uuid(),
  patient: person,
  session_id: z.string().uuid(),
  session_date: z.string(),
  instrument,
  created_at: z.string(),
  /** When the alert's email left (null: not yet). */
  email_sent_at: z.string().nullable(),
  read_at: z.string().nullable(),
  contact_requested_at: z.string().nullable(),
})
export type QuestionnaireAlertDto = z.infer<typeof questionnaireAlertSchema>
export const questionnaireAlertsSchema = z.object({ data: z.array(questionnaireAlertSchema) })
export type QuestionnaireAlertsDto = z.infer<typeof questionnaireAlertsSchema>

/** The questionnaires a patient may answer now, each before one consultation; `time_zone`: the patient's, for the hours. */
export const openQuestionnairesSchema = z.object({
  time_zone: z.string(),
  data: z.array(
    z.object({
      assignment_id: z.string().uuid(),
      session_id: z.string().uuid(),
      session_date: z.string(),
      instrument,
      professional: person,
    }),
  ),
})
export type OpenQuestionnairesDto = z.infer<typeof openQuestionnairesSchema>

/** After an answer: only whether the crisis notice must show (the score is for the professional). */
export const questionnaireAnswerOutcomeSchema = z.object({ response_id: z.string().uuid(), risk: z.boolean() })
export type QuestionnaireAnswerOutcomeDto = z.infer<typeof questionnaireAnswerOutcomeSchema>

/** After the professional turns an instrument's sharing on or off: the instruments shared with that patient now. */
export const questionnaireSharingSchema = z.object({ shared: z.array(instrument) })
export type QuestionnaireSharingDto = z.infer<typeof questionnaireSharingSchema>

/**
 * A patient's own history, only of the instruments each professional shared (decision 099): per professional
 * and instrument, the answered questionnaires' scores and bands — never the answers item by item, never the
 * safety flag — and the pair's consultations for the chart's time axis.
 */
export const questionnaireHistorySchema = z.object({
  data: z.array(
    z.object({
      professional: person,
      instrument,
      points: z.array(z.object({ session_date: z.string(), score: z.number().int(), band_label: z.string() })),
      sessions: z.array(z.string()),
    }),
  ),
})
export type QuestionnaireHistoryDto = z.infer<typeof questionnaireHistorySchema>
