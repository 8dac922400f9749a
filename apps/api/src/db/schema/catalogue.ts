import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { professionalTypeEnum, sessionTypeEnum } from './enums'

/** Price list: one service per professional type and session type, value in centavos. */
export const services = pgTable(
  'services',
  {
    id: id(),
    serviceName: text('service_name').notNull(),
    professionalType: professionalTypeEnum('professional_type').notNull(),
    sessionType: sessionTypeEnum('session_type').notNull(),
    valueCents: integer('value_cents').notNull(),
    /** The range a professional's own value must stay in (decision 043); null: no own value allowed. */
    minValueCents: integer('min_value_cents'),
    maxValueCents: integer('max_value_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('services_type_unique').on(t.professionalType, t.sessionType)],
)

export const faqQuestions = pgTable('faq_questions', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  priority: integer('priority').notNull(),
  /** Display order set by drag-and-drop in the back office; lower comes first. */
  position: integer('position').notNull().default(0),
  views: integer('views').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
